"""A new language is shown after a new start: the notice that says so offers "Restart now", which closes
the window as the player would and starts the game again (entry/restart.py) once the saves are closed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gin_desktop.entry.restart import restart_command
from tests.ui.conftest import LEFT, Builder


def test_restart_now_closes_the_window_to_start_again(build: Builder) -> None:
    table = build()
    window = table.window
    new = "de" if window.prefs.language != "de" else "fr"
    window.look.settings_chosen(replace(window.prefs, language=new))
    rows = [r for r in window.notices.rows() if r.action_button is not None]
    assert len(rows) == 1 and "next start" in rows[0].text
    button = rows[0].action_button
    assert button is not None and button.text() == "Restart now" and button.isVisible()
    assert not window.restart_after_close
    table.qtbot.mouseClick(button, LEFT)
    assert window.restart_after_close and not window.isVisible()  # closed: entry/app.py starts the new copy


def test_an_info_notice_with_an_action_waits_for_the_player(build: Builder, monkeypatch: pytest.MonkeyPatch) -> None:
    from gin_desktop.ui import notice_area

    monkeypatch.setattr(notice_area, "INFO_MS", 50)
    table = build()
    area = table.window.notices
    done: list[bool] = []
    kept = area.notify("Shown after a new start.", notice_area.Level.INFO, "Restart now", lambda: done.append(True))
    gone = area.notify("Saved.", notice_area.Level.INFO)
    table.qtbot.waitUntil(lambda: gone not in area.rows(), timeout=2000)
    assert kept in area.rows() and not done  # (an info notice goes by itself; one asking for an answer stays)


@pytest.mark.parametrize(("args", "frozen", "expected"), [
    (["--language", "de", "--data-dir", "/saves"], False, ["py", "-m", "gin_desktop", "--data-dir", "/saves"]),
    (["--language=fr"], True, ["GinRummy.exe"]),
    (["--data-dir", "/x y"], True, ["GinRummy.exe", "--data-dir", "/x y"]),
    ([], False, ["py", "-m", "gin_desktop"]),
])
def test_the_new_copy_starts_as_this_one_did_but_in_the_chosen_language(args: list[str], frozen: bool,
                                                                      expected: list[str]) -> None:
    # (--language would override the language just chosen in the settings: it is dropped)
    executable = "GinRummy.exe" if frozen else "py"
    assert restart_command(args, executable, frozen) == expected
