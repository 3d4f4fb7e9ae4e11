"""Every Qt warning fails the suite: the project's pytest configuration says so, and a
throwaway test run with that configuration shows a Qt warning turning into a failure."""

from __future__ import annotations

import pytest

pytest_plugins = ("pytester",)


def test_config_fails_on_qt_warnings(pytestconfig: pytest.Config) -> None:
    assert pytestconfig.getini("qt_log_level_fail") == "WARNING"


def test_a_qt_warning_fails_a_test(pytester: pytest.Pytester, pytestconfig: pytest.Config) -> None:
    level = pytestconfig.getini("qt_log_level_fail")
    pytester.makepyfile(
        """
        from PySide6.QtCore import qWarning

        def test_warns(qapp):
            qWarning("something is off")

        def test_quiet(qapp):
            pass
        """
    )
    result = pytester.runpytest_subprocess("-o", f"qt_log_level_fail={level}")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*Failure: Qt messages with level WARNING or above emitted*"])
