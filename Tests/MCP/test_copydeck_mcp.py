"""`copydeck mcp` judged by a real client: PyPI's `mcp`, the official Python SDK, over stdio. The
project is a copy of Copydeck's example project in a git repository, in a temporary folder the
Swift test that runs this names in COPYDECK_MCP_PROJECT."""

import base64
import contextlib
import json
import os
import pathlib
import shutil
import struct

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

COPYDECK = os.environ["COPYDECK_BINARY"]
PROJECT = pathlib.Path(os.environ["COPYDECK_MCP_PROJECT"])


@contextlib.asynccontextmanager
async def connected():
    params = StdioServerParameters(command=COPYDECK, args=["mcp", "--project", str(PROJECT)])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            yield session


async def call(session: ClientSession, tool: str, **arguments):
    result = await session.call_tool(tool, arguments)
    return result.is_error, result.content[0].text


@pytest.mark.asyncio
async def test_the_tools_and_resources_an_assistant_sees():
    async with connected() as session:
        tools = {tool.name: tool for tool in (await session.list_tools()).tools}
        assert set(tools) == {"lint", "explain", "fields", "diff", "render", "write"}
        assert tools["write"].input_schema["required"] == ["key", "locale", "text"]
        resources = {str(resource.uri) for resource in (await session.list_resources()).resources}
        assert resources == {"copydeck://decks", "copydeck://rules"}
        decks = json.loads((await session.read_resource("copydeck://decks")).contents[0].text)["decks"]
        assert {deck["id"] for deck in decks} == {"wander", "tempoai", "unwind", "auth", "ujuz"}
        rules = json.loads((await session.read_resource("copydeck://rules")).contents[0].text)["rules"]
        assert any(rule["id"] == "message.length" for rule in rules)


@pytest.mark.asyncio
async def test_lint_a_proposed_text_before_it_is_written():
    async with connected() as session:
        error, text = await call(session, "lint")
        assert not error and json.loads(text)["findings"] == [], text
        # Over the title's budget of 30: lint's length finding, before anything is written.
        long_title = "写真が数枚あれば十分です" * 4
        error, text = await call(session, "lint", key="wander.intro.title", locale="ja", text=long_title)
        report = json.loads(text)
        assert not error, text
        assert any(f["rule"] == "message.length" for f in report["findings"]), report
        assert "写真が数枚あれば十分です" in (PROJECT / "locales/ja/wander.yml").read_text(encoding="utf-8")
        assert long_title not in (PROJECT / "locales/ja/wander.yml").read_text(encoding="utf-8")
        error, text = await call(session, "lint", key="wander.intro.title", locale="ja", text="写真が数枚あれば十分")
        assert not error and json.loads(text)["findings"] == [] and json.loads(text)["acceptable"], text


@pytest.mark.asyncio
async def test_explain_fields_and_render():
    async with connected() as session:
        error, text = await call(session, "explain", rule="message.length")
        assert not error and "message.length" in text and "budget" in text.lower(), text[:300]
        error, text = await call(session, "explain", rule="message.lenght")
        assert error and "message." in text
        error, text = await call(session, "fields", deck="wander", screen="intro")
        fields = {field["key"]: field for field in json.loads(text)["fields"]}
        assert fields["wander.intro.title"]["budget"] == {"length": 30, "counted": "characters"}, fields
        texts = {t["locale"]: t for t in fields["wander.intro.title"]["texts"]}
        assert texts["ja"]["text"] == "写真が数枚あれば十分です" and texts["ko"]["state"] == "source", texts
        error, text = await call(session, "render", deck="wander", screen="intro")
        assert not error and "<html" in text and "写真が数枚あれば十分です" in text and "사진 몇 장이면 충분해요" in text, text[:200]
        error, text = await call(session, "render", deck="wander", screen="intro", locale="ja")
        assert not error and "写真が数枚あれば十分です" in text and "사진 몇 장이면 충분해요" not in text, text[:200]
        assert '<section class="locale" id="ja"' in text and '<section class="locale" id="ko"' not in text
        error, text = await call(session, "render", deck="wander", screen="intro", locale="fr")
        assert error and "no fr frame" in text, text


@pytest.mark.asyncio
async def test_render_a_frame_as_png():
    if shutil.which("chromium") is None and os.environ.get("COPYDECK_REQUIRE_TOOLS") != "1":
        pytest.skip("a PNG needs Chromium (Debian's chromium; CI installs it)")
    async with connected() as session:
        result = await session.call_tool("render", {"deck": "wander", "screen": "intro", "locale": "ja", "format": "png"})
        assert not result.is_error, result.content
        image = result.content[0]
        assert image.type == "image" and image.mime_type == "image/png", image.type
        png = base64.b64decode(image.data)
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", png[16:24])
        assert (width, height) == (900, 1400), (width, height)


@pytest.mark.asyncio
async def test_write_refuses_what_lint_would_fail_on_and_diff_sees_what_it_wrote():
    path = PROJECT / "locales/ja/wander.yml"
    before = path.read_text(encoding="utf-8")
    async with connected() as session:
        # A placeholder the message does not have: an error, refused, the file untouched.
        error, text = await call(session, "write", key="wander.intro.next", locale="ja", text="{count}へ")
        assert error and json.loads(text)["written"] is False, text
        assert path.read_text(encoding="utf-8") == before
        error, text = await call(session, "write", key="wander.intro.next", locale="ja", text="つぎへ")
        assert not error and json.loads(text)["written"] is True, text
        after = path.read_text(encoding="utf-8")
        assert after == before.replace("  next: 次へ\n", "  next: つぎへ\n", 1)
        assert after.startswith("# Wander — 日本語。"), "the file's comment is kept"
        error, text = await call(session, "diff", base="HEAD")
        assert not error and "wander.intro.next" in text, text
