"""`copydeck lsp` judged by a real client: pytest-lsp (pygls), which also checks every message
against the protocol's specification. The project is a copy of Copydeck's example project, in a
temporary folder the Swift test that runs this names in COPYDECK_LSP_PROJECT."""

import asyncio
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

COPYDECK = os.environ["COPYDECK_BINARY"]
PROJECT = pathlib.Path(os.environ["COPYDECK_LSP_PROJECT"])


async def published(client: LanguageClient) -> None:
    """The next diagnostics the server publishes; a server that says nothing fails the test."""
    await asyncio.wait_for(client.wait_for_notification("textDocument/publishDiagnostics"), timeout=20)


def uri(path: str) -> str:
    return (PROJECT / path).as_uri()


def at(path: str, line: int, character: int) -> dict:
    """The document and position of a request about `path`."""
    return {"text_document": types.TextDocumentIdentifier(uri=uri(path)), "position": types.Position(line=line, character=character)}


def text(path: str) -> str:
    return (PROJECT / path).read_text(encoding="utf-8")


def line_of(path: str, needle: str) -> int:
    for number, line in enumerate(text(path).split("\n")):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} is not in {path}")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[COPYDECK, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            workspace_folders=[types.WorkspaceFolder(uri=PROJECT.as_uri(), name="example")],
        )
    )
    yield
    await lsp_client.shutdown_session()


async def open_document(client: LanguageClient, path: str) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(path), language_id="yaml", version=1, text=text(path))
        )
    )


async def change(client: LanguageClient, path: str, new_text: str, version: int) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=new_text)],
        )
    )


async def diagnostics_after(client: LanguageClient, path: str, act) -> list:
    """The diagnostics published for `path` after `act` (a coroutine), once they arrive."""
    client.diagnostics.pop(uri(path), None)
    await act
    for _ in range(200):
        if uri(path) in client.diagnostics:
            return list(client.diagnostics[uri(path)])
        await published(client)
    raise AssertionError(f"no diagnostics for {path}")


async def until(client: LanguageClient, holds) -> None:
    """Waits for published diagnostics until `holds()` does (one lint publishes file by file)."""
    for _ in range(50):
        if holds():
            return
        try:
            await published(client)
        except asyncio.TimeoutError:
            raise AssertionError(f"never held; the diagnostics: {client.diagnostics}")
    assert holds(), client.diagnostics


@pytest.mark.asyncio
async def test_an_unsaved_edit_is_linted_with_lints_rule_range_and_message(client: LanguageClient):
    path = "locales/ja/wander.yml"
    await open_document(client, path)
    original = text(path)
    line = line_of(path, "next:")
    broken = original.replace("  next:", "  nxet:", 1)
    found = await diagnostics_after(client, path, change(client, path, broken, 2))
    codes = {d.code for d in found}
    assert "message.unknown" in codes or "message.obsolete" in codes, found
    unknown = [d for d in found if d.range.start.line == line]
    assert unknown and unknown[0].source == "copydeck", found
    # The ko source now reports the key missing in ja, on its own line: lint's finding.
    ko = uri("locales/ko/wander.yml")
    await until(client, lambda: any(d.code == "message.missing" for d in client.diagnostics.get(ko, [])))
    missing = [d for d in client.diagnostics[ko] if d.code == "message.missing"][0]
    assert missing.range.start.line == line_of("locales/ko/wander.yml", "next:"), missing
    assert "is missing in ja" in missing.message, missing
    # Undone: the findings are taken back, in both files.
    cleared = await diagnostics_after(client, path, change(client, path, original, 3))
    assert cleared == [], cleared
    await until(client, lambda: ko in client.diagnostics and len(client.diagnostics[ko]) == 0)


@pytest.mark.asyncio
async def test_hover_shows_the_message_in_every_locale_with_its_state(client: LanguageClient):
    path = "locales/ko/wander.yml"
    await open_document(client, path)
    line = line_of(path, "title: 사진 몇 장이면 충분해요")
    hover = await client.text_document_hover_async(
        types.HoverParams(**at(path, line, 4))
    )
    assert hover is not None
    value = hover.contents.value
    assert "wander.intro.title" in value, value
    assert "| ko | 사진 몇 장이면 충분해요" in value and "| source |" in value, value
    assert "| ja |" in value and "| en |" in value, value


@pytest.mark.asyncio
async def test_after_an_edit_of_one_deck_the_decks_left_unread_answer_as_before(client: LanguageClient):
    """An edit re-checks its own deck; hover and definition on another deck read the model the
    lint before kept for it."""
    path = "locales/ja/wander.yml"
    await open_document(client, path)
    found = await diagnostics_after(client, path, change(client, path, text(path).replace("  next:", "  nxet:", 1), 2))
    assert found, found
    other = "locales/ko/ujuz.yml"
    line = line_of(other, "reassurance:")
    hover = await client.text_document_hover_async(types.HoverParams(**at(other, line, 4)))
    assert hover is not None and "ujuz.just_in_time.reassurance" in hover.contents.value, hover
    assert "| ko | 권한 없이도 검색/비교는 계속 사용할 수 있어요" in hover.contents.value, hover.contents.value
    targets = await client.text_document_definition_async(types.DefinitionParams(**at(other, line, 4)))
    assert {location.uri for location in targets} >= {uri("locales/ja/ujuz.yml"), uri("locales/en/ujuz.yml")}, targets


@pytest.mark.asyncio
async def test_definition_goes_from_a_key_to_every_locale_and_from_a_node_to_its_screen(client: LanguageClient):
    path = "locales/ko/wander.yml"
    await open_document(client, path)
    line = line_of(path, "title: 사진 몇 장이면 충분해요")
    found = await client.text_document_definition_async(
        types.DefinitionParams(**at(path, line, 3))
    )
    targets = {pathlib.Path(pathlib.PurePosixPath(location.uri.replace("file://", ""))).relative_to(PROJECT).as_posix() for location in found}
    assert {"locales/ja/wander.yml", "locales/en/wander.yml"} <= targets, targets
    assert any(target.startswith("content/wander/") for target in targets), targets
    # A flow node bound to a screen goes to the screen's declaration.
    flows = "content/wander/flows.md"
    binding = line_of(flows, "@screen")
    node = text(flows).split("\n")[binding].split("@screen", 1)[1].strip().split("=")[0]
    node_line = next(n for n, l in enumerate(text(flows).split("\n")) if l.strip().startswith(node) and "@" not in l)
    column = text(flows).split("\n")[node_line].index(node) + 1
    found = await client.text_document_definition_async(
        types.DefinitionParams(**at(flows, node_line, column))
    )
    assert found and found[0].uri.endswith(".yml") and "/content/wander/" in found[0].uri, found


@pytest.mark.asyncio
async def test_references_completion_symbols_and_a_quick_fix(client: LanguageClient):
    path = "locales/ja/wander.yml"
    await open_document(client, path)
    line = line_of(path, "title:")
    references = await client.text_document_references_async(
        types.ReferenceParams(**at(path, line, 3),
                              context=types.ReferenceContext(include_declaration=True))
    )
    assert len(references) == 4, references  # the declaration and ko, ja, en
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(path)))
    )
    assert symbols and symbols[0].children, symbols
    # A half-width "!" in the full-width ja deck: lint's certain fix, offered as a quick fix.
    original = text(path)
    title = original.split("\n")[line]
    assert not title.endswith("!"), title
    broken_line = title + "!"
    broken = original.replace(title, broken_line, 1)
    found = await diagnostics_after(client, path, change(client, path, broken, 2))
    width = [d for d in found if d.code == "message.punctuation-width"]
    assert width, found
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), range=width[0].range,
                               context=types.CodeActionContext(diagnostics=width))
    )
    assert actions, actions
    edits = actions[0].edit.changes[uri(path)]
    assert [edit.new_text for edit in edits] == ["！"], edits
    # Completion: a placeholder's name inside `{` of a message that has placeholders.
    completion = await client.text_document_completion_async(
        types.CompletionParams(**at(path, line, 2))
    )
    items = completion.items if hasattr(completion, "items") else completion
    assert items is not None


@pytest.mark.asyncio
async def test_a_burst_of_edits_ends_with_the_last_texts_findings(client: LanguageClient):
    """Edits typed faster than a lint are linted once they stop (one lint for the burst, or a
    few): whatever was published on the way, the last word is the last text's."""
    path = "locales/en/wander.yml"
    await open_document(client, path)
    original = text(path)
    broken = await diagnostics_after(client, path, change(client, path, original.replace("  title:", "  title1:", 1), 2))
    assert broken, "a key no screen declares is a finding"
    for version in range(3, 13):
        await change(client, path, original.replace("  title:", f"  title{version}:", 1), version)
    await change(client, path, original, 13)
    await until(client, lambda: uri(path) in client.diagnostics and len(client.diagnostics[uri(path)]) == 0)
