#!/usr/bin/env python3
"""Two copydeck binaries on the scale-1 corpus, whole processes, run by run in turn (the first
of each pair alternating), timed from here: more runs of one figure than ab.sh gives it.

    Benchmarks/alternate.py BEFORE AFTER CORPUS FIGURE [RUNS]

FIGURE is one of
  edit       a build after a line was appended to one locale file (locales/ja/d003.yml of a copy)
  noop       a build again with nothing changed (after each edit's build)
  resources  `build --layout resources` into a new folder
  full       a full build into a new folder
Prints each binary's median and fastest in milliseconds. Works in a temporary folder.
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

before, after, corpus, figure = sys.argv[1:5]
runs = int(sys.argv[5]) if len(sys.argv) > 5 else 20
binaries = (before, after)
work = tempfile.mkdtemp()
try:
    project = os.path.join(work, 'project')
    shutil.copytree(corpus, project)
    edited = os.path.join(project, 'locales', 'ja', 'd003.yml')
    outs = {binary: os.path.join(work, f'out-{index}') for index, binary in enumerate(binaries)}
    if figure in ('edit', 'noop'):
        for binary in binaries:
            subprocess.run([binary, 'build', '--project', project, '--out', outs[binary]], capture_output=True)
    times = {binary: [] for binary in binaries}

    def clock(args):
        start = time.perf_counter()
        subprocess.run(args, capture_output=True)
        return time.perf_counter() - start

    for run in range(runs):
        for binary in binaries if run % 2 == 0 else reversed(binaries):
            build = [binary, 'build', '--project', project, '--out', outs[binary]]
            if figure == 'edit':
                with open(edited, 'a') as file:
                    file.write(f'# edit {run}\n')
                times[binary].append(clock(build))
            elif figure == 'noop':
                with open(edited, 'a') as file:
                    file.write(f'# edit {run}\n')
                clock(build)
                times[binary].append(clock(build))
            else:
                shutil.rmtree(outs[binary], ignore_errors=True)
                times[binary].append(clock(build + (['--layout', 'resources'] if figure == 'resources' else [])))
    for binary in binaries:
        print(f'{figure} {binary}: median {1000 * statistics.median(times[binary]):.1f} ms, '
              f'fastest {1000 * min(times[binary]):.1f} ms, {runs} runs')
finally:
    shutil.rmtree(work)
