"""Build the app for this OS with PyInstaller, then check and measure the result.

    python -m pip install -q -e '.[build]' && python packaging/build.py [--runs N] [--skip-build] [--clean]

1. runs PyInstaller on ``packaging/gin_rummy.spec`` (output in ``dist/``, work files in ``build/``);
2. runs the built app's ``--version`` and ``--smoke-test`` (offscreen, in a temporary data
   folder) and exits 1 if either fails;
3. prints the bundle's size on disk, and exits 1 when it is over the 120 MB cap;
4. prints the start-up of the built app next to the source run's (``python -m gin_desktop``),
   the median of several runs each: the time from launch to the first painted table resuming
   a saved game mid-hand (``--startup-probe``, as a player's second start meets it), and the
   whole ``--version`` and ``--smoke-test`` runs.

With ``--bare-window`` it also builds (PyInstaller, one folder, as the app is) the UI benchmark's
bare PySide6 window (``tests/benchmarks/bench_ui.py``'s ``BARE``: a window that does nothing
but report its first paint) and prints the built app's first paint next to the built bare
window's, alternating: issue 26's frozen target (the built app at most 1.5× a built bare window).

The runs alternate between the built app and the source run, and the medians are compared.
The smoke test plays one whole hand with a fresh random deal, so its single runs vary with
the length of the hand.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as dist_version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "gin_rummy.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"
SIZE_TARGET_MB = 120.0
STARTUP_TARGET = 1.3  # frozen / source time to the first painted, resumed table
BARE_TARGET = 1.5  # frozen app / frozen bare window, time to the first paint (issue 26)
BARE_NAME = "bare-window"
FIRST_PAINT = "first paint"
TIMEOUT = 300


def bundle_paths(platform: str = sys.platform) -> tuple[Path, Path]:
    """(what is shipped, the executable inside it) for this OS's build."""
    if platform == "win32":
        return DIST / "GinRummy", DIST / "GinRummy" / "GinRummy.exe"
    if platform == "darwin":
        app = DIST / "Gin Rummy.app"
        return app, app / "Contents" / "MacOS" / "GinRummy"
    return DIST / "GinRummy", DIST / "GinRummy" / "gin-rummy"


def size_on_disk(folder: Path) -> int:
    """Bytes the folder takes on disk (allocated blocks where the OS reports them); links counted once."""
    total = 0
    seen: set[tuple[int, int]] = set()
    for dirpath, _dirnames, filenames in os.walk(folder):
        for name in filenames:
            st = os.lstat(os.path.join(dirpath, name))
            if (st.st_dev, st.st_ino) in seen:
                continue
            seen.add((st.st_dev, st.st_ino))
            blocks = getattr(st, "st_blocks", None)
            total += blocks * 512 if blocks is not None else st.st_size
    return total


def smoke_env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("GIN_RUMMY_DATA_DIR", None)
    return env


def run(cmd: list[str], timeout: float = TIMEOUT, env: dict[str, str] | None = None) -> tuple[int, str, float]:
    """(exit status, stdout + stderr, seconds)."""
    start = time.perf_counter()
    done = subprocess.run(
        cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True, errors="replace",
        timeout=timeout, env=smoke_env() if env is None else env,
    )  # fmt: skip
    return done.returncode, done.stdout + done.stderr, time.perf_counter() - start


def run_smoke(cmd: list[str]) -> tuple[int, str, float]:
    with tempfile.TemporaryDirectory(prefix="gin-build-smoke-") as data:
        return run([*cmd, "--smoke-test", "--data-dir", data])


def build(clean: bool) -> float:
    if importlib.util.find_spec("PyInstaller") is None:
        sys.exit("PyInstaller is not installed: python -m pip install -e '.[build]'")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(DIST), "--workpath", str(WORK)]
    if clean:
        cmd.append("--clean")
    start = time.perf_counter()
    print(f"building: {' '.join(cmd)} {SPEC.relative_to(ROOT)}", flush=True)
    done = subprocess.run([*cmd, str(SPEC)], cwd=ROOT, stdin=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"PyInstaller failed (exit {done.returncode})")
    return seconds


def bare_window_exe(platform: str = sys.platform) -> Path:
    """The built bare window's executable (a console program on every OS: it prints its first paint)."""
    return DIST / BARE_NAME / (f"{BARE_NAME}.exe" if platform == "win32" else BARE_NAME)


def build_bare_window() -> float:
    """PyInstaller, one folder, on the UI benchmark's bare window (the very program the source-run
    figures are compared with, written out from ``bench_ui.BARE``); seconds taken."""
    sys.path.insert(0, str(ROOT))
    from tests.benchmarks.bench_ui import BARE

    folder = WORK / BARE_NAME
    folder.mkdir(parents=True, exist_ok=True)
    script = folder / "bare_window.py"
    script.write_text(BARE, encoding="utf-8")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--onedir", "--name", BARE_NAME,
           "--distpath", str(DIST), "--workpath", str(folder / "work"), "--specpath", str(folder), str(script)]
    start = time.perf_counter()
    print(f"building the bare window: {' '.join(cmd)}", flush=True)
    done = subprocess.run(cmd, cwd=ROOT, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        sys.exit(f"PyInstaller failed on the bare window (exit {done.returncode})")
    return time.perf_counter() - start


def bare_first_paint(exe: Path, env: dict[str, str]) -> float:
    """Seconds from launching the built bare window to its first paint (it prints
    ``first-paint <time.monotonic()>``, as the app's probe does)."""
    start = time.monotonic()
    status, out, _ = run([str(exe)], env=env)
    probe = next((line.split() for line in out.splitlines() if line.startswith("first-paint ")), None)
    if status != 0 or probe is None:
        sys.exit(f"the built bare window did not paint (exit {status}):\n{out}")
    return float(probe[1]) - start


def against_bare_window(exe: Path, bare: Path, runs: int) -> dict[str, list[float]]:
    """First paint of the built app resuming a saved game and of the built bare window, alternating
    (the same saves, screen and warm-up as :func:`time_runs`): seconds per run by name."""
    sys.path.insert(0, str(ROOT))
    from tests.benchmarks.bench_ui import desktop_screen, prepare_saves

    times: dict[str, list[float]] = {"app": [], "bare": [], "live": []}
    with tempfile.TemporaryDirectory(prefix="gin-build-bare-") as root:
        data = os.path.join(root, "data")
        os.makedirs(data)
        prepare_saves(data)
        env = smoke_env()
        env["QT_QPA_PLATFORM"] = desktop_screen(root)
        app = [str(exe), "--data-dir", data]
        first_paint(app, env)  # warm-up: files in the OS cache
        bare_first_paint(bare, env)
        for _ in range(runs):
            times["bare"].append(bare_first_paint(bare, env))
            times["app"].append(first_paint(app, env, times["live"]))
    return times


def report_bare(times: dict[str, list[float]]) -> None:
    app, bare = statistics.median(times["app"]), statistics.median(times["bare"])
    ratio = app / bare
    print(f"first paint, built app against a built bare window (median of {len(times['app'])} runs each, alternating):")
    print(f"  built bare window        {bare:.3f} s ({min(times['bare']):.2f}–{max(times['bare']):.2f})")
    print(f"  built app, resumed game  {app:.3f} s ({min(times['app']):.2f}–{max(times['app']):.2f})"
          "  (the first paint: the table as left, where its picture was kept)")
    if times.get("live"):
        live = statistics.median(times["live"])
        print(f"    its live table         {live:.3f} s ({live / bare:.2f}×)")
    print(f"  ratio                    {ratio:.2f}×  {'within' if ratio <= BARE_TARGET else 'OVER'} "
          f"the {BARE_TARGET}× target")


def check_frozen(exe: Path, version: str) -> list[str]:
    """Failures of the built app's --version and --smoke-test (an empty list: all good)."""
    failures = []
    status, out, _ = run([str(exe), "--version"])
    # A windowed Windows build has no stdout to print to; its exit status still counts.
    if status != 0 or (sys.platform != "win32" and out.strip() != f"gin-rummy {version}"):
        failures.append(f"--version: exit {status}, printed {out.strip()!r} (expected 'gin-rummy {version}')")
    status, out, seconds = run_smoke([str(exe)])
    said = [line for line in out.splitlines() if line.startswith(("smoke test:", "notice:"))]
    print(f"frozen smoke test ({seconds:.2f} s): {' / '.join(said) or '(no output)'}", flush=True)
    if status != 0 or (sys.platform != "win32" and "smoke test: ok" not in out):
        failures.append(f"--smoke-test: exit {status}\n{out}")
    return failures


def first_paint(cmd: list[str], env: dict[str, str], live: list[float] | None = None) -> float:
    """Seconds from launching ``cmd --startup-probe`` to its first paint, which must be of the saved game.

    The app prints ``first-paint <time.monotonic()> game <id> actions <n> ...`` when the live table
    has painted, and before it ``still-paint <time.monotonic()> ...`` where it showed the picture of
    the table kept at the last close (``ui/still_frame.py``): the first paint is that one. The
    seconds to the live table are appended to ``live`` when given. The monotonic clock is shared by
    all processes, so the difference to the reading before the launch is what a player waits.
    """
    start = time.monotonic()
    status, out, _ = run([*cmd, "--startup-probe"], env=env)
    lines = out.splitlines()
    probe = next((line.split() for line in lines if line.startswith("first-paint ")), None)
    if status != 0 or probe is None or len(probe) < 6 or int(probe[5]) == 0:
        sys.exit(f"{' '.join(cmd)} --startup-probe did not paint the resumed game (exit {status}):\n{out}")
    if live is not None:
        live.append(float(probe[1]) - start)
    still = next((line.split() for line in lines if line.startswith("still-paint ")), None)
    return float((still or probe)[1]) - start


def time_runs(exe: Path, runs: int) -> dict[str, dict[str, list[float]]]:
    """Seconds per run, {"first paint"|"--version"|"--smoke-test": {"frozen"|"source": [...]}}, alternating."""
    sys.path.insert(0, str(ROOT))
    from tests.benchmarks.bench_ui import desktop_screen, prepare_saves  # the UI benchmark's saves and screen

    commands = {"frozen": [str(exe)], "source": [sys.executable, "-m", "gin_desktop"]}
    times: dict[str, dict[str, list[float]]] = {FIRST_PAINT: {}, "--version": {}, "--smoke-test": {}}
    with tempfile.TemporaryDirectory(prefix="gin-build-startup-") as root:
        data = os.path.join(root, "data")
        os.makedirs(data)
        prepare_saves(data)  # three finished hands and one in progress, no first-game walkthrough
        env = smoke_env()
        env["QT_QPA_PLATFORM"] = desktop_screen(root)  # a 1920x1080 screen: the window a desktop gets
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's second start: the source run's .pyc written
        painted = {name: [*cmd, "--data-dir", data] for name, cmd in commands.items()}
        for cmd in painted.values():
            first_paint(cmd, env)  # warm-up: bytecode caches, files in the OS cache
        for _ in range(runs):
            for name, cmd in commands.items():
                times[FIRST_PAINT].setdefault(name, []).append(first_paint(painted[name], env))
                status, out, seconds = run([*cmd, "--version"])
                if status != 0:
                    sys.exit(f"{name} --version failed: {out}")
                times["--version"].setdefault(name, []).append(seconds)
                status, out, seconds = run_smoke(cmd)
                if status != 0:
                    sys.exit(f"{name} --smoke-test failed: {out}")
                times["--smoke-test"].setdefault(name, []).append(seconds)
    return times


def report_size(bundle: Path, size: int) -> bool:
    """Print the bundle's size; False when it is over the cap."""
    mb = size / 1e6
    within = mb <= SIZE_TARGET_MB
    print()
    print(f"bundle      {bundle.relative_to(ROOT)}: {mb:.1f} MB on disk ({size / 2**20:.1f} MiB); "
          f"{'within' if within else 'OVER'} the {SIZE_TARGET_MB:.0f} MB cap")
    return within


def report(build_seconds: float | None, times: dict[str, dict[str, list[float]]]) -> None:
    if build_seconds is not None:
        print(f"build time  {build_seconds:.1f} s")
    runs = len(times[FIRST_PAINT]["frozen"])
    print(f"start-up    median of {runs} runs each (min–max); first paint: launch to the painted, resumed table")
    print(f"  {'':14} {'built app':>22} {'source run':>22} {'built/source':>13}")
    for flag, by_kind in times.items():
        cells = []
        for kind in ("frozen", "source"):
            values = by_kind[kind]
            cells.append(f"{statistics.median(values):.3f} s ({min(values):.2f}–{max(values):.2f})")
        ratio = statistics.median(by_kind["frozen"]) / statistics.median(by_kind["source"])
        note = ""
        if flag == FIRST_PAINT:
            note = f"  {'within' if ratio <= STARTUP_TARGET else 'OVER'} the {STARTUP_TARGET}× target"
        print(f"  {flag:14} {cells[0]:>22} {cells[1]:>22} {ratio:>12.2f}×{note}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the app with PyInstaller, smoke-test and measure it.")
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each command (default 7)")
    parser.add_argument("--skip-build", action="store_true", help="check and measure the existing build")
    parser.add_argument("--clean", action="store_true", help="pass --clean to PyInstaller (empty its caches)")
    parser.add_argument("--bare-window", action="store_true",
                        help="also build a bare PySide6 window (unless --skip-build finds one), compare first paints")
    args = parser.parse_args(argv)
    try:
        version = dist_version("gin-desktop")
    except PackageNotFoundError:
        sys.exit("gin-desktop is not installed in this Python: python -m pip install -e '.[build]'")

    build_seconds = None if args.skip_build else build(args.clean)
    bundle, exe = bundle_paths()
    if not exe.exists():
        sys.exit(f"no built app at {exe}")
    failures = check_frozen(exe, version)
    if failures:
        print("\nFROZEN APP FAILED:\n" + "\n".join(failures), file=sys.stderr)
        return 1
    if not report_size(bundle, size_on_disk(bundle)):
        print(f"\nTHE BUNDLE IS OVER {SIZE_TARGET_MB:.0f} MB: what it holds: du -a {bundle} | sort -n | tail -40",
              file=sys.stderr)
        return 1
    times = time_runs(exe, max(1, args.runs))
    report(build_seconds, times)
    if args.bare_window:
        if not (args.skip_build and bare_window_exe().exists()):
            build_bare_window()
        print()
        report_bare(against_bare_window(exe, bare_window_exe(), max(1, args.runs)))
    print(f"\nok: {exe.relative_to(ROOT)} {version} passes --version and --smoke-test")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
