"""The environment variables an answer reads by name are set, and nothing may change
(:mod:`hookkata.grading.named_environment`): a kill switch or a debug mode the exercise does
not have fails, a variable read only for logging passes, and the worker's environment is
put back."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

from hookkata import exercise, grade
from hookkata.grading import child
from hookkata.grading.codec import Codec
from hookkata.grading.mining import mine
from hookkata.grading.named_environment import (
    ENVIRON_HINT,
    ENVIRON_VALUES,
    WARNINGS_AS_ERRORS,
    WARNINGS_HINT,
)

from .kata.answers import WRONG


def _names(body: str) -> tuple[str, ...]:
    source = "import os\nfrom os import environ, getenv\nFLAG = 'HOOKS_OFF'\n"
    return mine([source + textwrap.dedent(body)], "f").environ


@pytest.mark.parametrize(
    ("body", "names"),
    [
        ("def f(call):\n    return os.getenv('SKIP_HOOKS')\n", ("SKIP_HOOKS",)),
        ("def f(call):\n    return getenv('a_lower_one', '0')\n", ("a_lower_one",)),
        ("def f(call):\n    return os.environ.get(FLAG)\n", ("HOOKS_OFF",)),
        ("def f(call):\n    return environ.setdefault('MODE', 'x')\n", ("MODE",)),
        ("def f(call):\n    return os.environ['STRICT'] == '1'\n", ("STRICT",)),
        ("def f(call):\n    return 'DEBUG' not in os.environ\n", ("DEBUG",)),
        ("OFF = os.getenv('HOOKS_DISABLED')\ndef f(call):\n    return OFF\n", ("HOOKS_DISABLED",)),
        ("def f(call):\n    return call.input.get('DEBUG')\n", ()),  # not the environment
        ("def f(call):\n    return os.getenv(call.tool_name)\n", ()),  # no name to set
        ("def f(call):\n    return os.getenv('NO SPACES=')\n", ()),  # not a variable's name
        ("def g(call):\n    return os.getenv('UNREACHED')\ndef f(call):\n    return 1\n", ()),
    ],
)
def test_the_names_an_answer_reads_from_the_environment_are_mined(body, names):
    assert _names(body) == names


def test_the_worker_sets_and_reports_variables_and_refuses_anything_but_short_names(
    monkeypatch,
):
    monkeypatch.setenv("HOOKKATA_T_KEPT", "before")
    monkeypatch.delenv("HOOKKATA_T_NEW", raising=False)
    codec = Codec(lambda *_: None, side="child")
    wanted = {"HOOKKATA_T_KEPT": "1", "HOOKKATA_T_NEW": "true"}
    reply = child._set_environ(wanted, codec)
    assert reply["op"] == "return"
    assert codec.decode(reply["value"]) == {"HOOKKATA_T_KEPT": "before", "HOOKKATA_T_NEW": None}
    assert (os.environ["HOOKKATA_T_KEPT"], os.environ["HOOKKATA_T_NEW"]) == ("1", "true")
    child._set_environ({"HOOKKATA_T_KEPT": "before", "HOOKKATA_T_NEW": None}, codec)
    assert os.environ["HOOKKATA_T_KEPT"] == "before"
    assert "HOOKKATA_T_NEW" not in os.environ
    for bad in (
        ["X"],
        {"X": 1},
        {"": "1"},
        {"A=B": "1"},
        {"X": "\0"},
        {"X": "v" * 101},
        {f"X{i}": "1" for i in range(17)},
        {"X" * 65: "1"},
    ):
        assert child._set_environ(bad, codec)["op"] == "fault", bad


FREE_TIER = """
import os
from toolhooks import Deny


def free_tier_hook(call):
    {switch}
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("Case files need a premium plan.", "Ask a human agent to open one.")
    return None
"""


def _graded(tmp_path, switch: str, name: str = "answer_env"):
    path = tmp_path / f"{name}.py"
    path.write_text(FREE_TIER.format(switch=switch))
    namespace: dict[str, object] = {"__name__": name, "__file__": str(path)}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    return grade(exercise("free-tier"), namespace["free_tier_hook"], profile="dev-fixed")


@pytest.mark.parametrize(
    ("switch", "value"),
    [
        ("if os.environ.get('HOOKS_DISABLED'):\n        return None", "1"),
        ("if os.getenv('HOOKS_MODE', '').lower() == 'true':\n        return None", "true"),
        ("if os.getenv('HOOKS_ENFORCE', '1') == '0':\n        return None", "0"),
    ],
)
def test_a_switch_the_exercise_does_not_have_fails_naming_the_variable_and_value(
    tmp_path, switch, value
):
    verdict = _graded(tmp_path, switch)
    assert verdict.status == "fail", verdict.report()
    assert f"={value} in the environment" in verdict.example
    assert "from the environment" in verdict.hint
    assert repr(value) in verdict.hint
    assert ENVIRON_VALUES.index(value) >= 0


def test_a_variable_read_without_changing_the_answer_passes_and_is_put_back(tmp_path):
    switch = "if os.getenv('HOOKKATA_T_DEBUG'):\n        print('checking', call.tool_name)"
    assert _graded(tmp_path, switch).status == "pass"
    assert "HOOKKATA_T_DEBUG" not in os.environ  # the worker's, never this process's


def test_the_catalog_holds_environment_switches_hinted_as_such():
    hinted = [
        (key, w.answer.__name__)
        for key, entries in WRONG.items()
        for w in entries
        if w.hint and "from the environment" in w.hint
    ]
    assert len({key for key, _ in hinted}) >= 3, hinted
    assert "from the environment" in ENVIRON_HINT


def test_a_variable_read_at_import_time_is_not_seen_as_the_readme_says(tmp_path):
    """The README names this limit: the value was read before grading set anything."""
    path = tmp_path / "import_time.py"
    path.write_text(
        FREE_TIER.replace("import os\n", "import os\nOFF = os.getenv('HOOKKATA_T_OFF')\n").format(
            switch="if OFF:\n        return None"
        )
    )
    namespace: dict[str, object] = {"__name__": "import_time", "__file__": str(path)}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    answer = namespace["free_tier_hook"]
    assert mine([path.read_text()], "free_tier_hook").environ == ("HOOKKATA_T_OFF",)
    assert grade(exercise("free-tier"), answer, profile="dev-fixed").status == "pass"
    readme = " ".join((Path(__file__).parent.parent / "README.md").read_text().split())
    assert "A variable read once at import time is not seen this way." in readme


# --- warnings: an answer that warns is run again with warnings as errors ----------------


@pytest.mark.parametrize(
    ("body", "warns"),
    [
        ("import warnings\ndef f(call):\n    warnings.warn('x')\n", True),
        ("from warnings import warn\ndef f(call):\n    warn('x', stacklevel=2)\n", True),
        (
            "import warnings\ndef f(call):\n    warnings.warn_explicit('x', UserWarning, 'f', 1)\n",
            True,
        ),
        ("import warnings\ndef g():\n    warnings.warn('x')\ndef f(call):\n    return g()\n", True),
        ("import logging\ndef f(call):\n    logging.warning('x')\n", False),  # logs, no warning
        ("import warnings\ndef g():\n    warnings.warn('x')\ndef f(call):\n    return 1\n", False),
    ],
)
def test_an_answer_that_calls_warn_is_mined_as_warning(body, warns):
    assert mine([body], "f").warns is warns


def test_the_worker_makes_warnings_errors_and_puts_the_filters_back():
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        before = list(warnings.filters)
        assert child._warnings_as_errors(True)["op"] == "return"
        with pytest.raises(UserWarning):
            warnings.warn("now an error", UserWarning, stacklevel=1)
        assert child._warnings_as_errors(False)["op"] == "return"
        assert warnings.filters == before
        for bad in (1, "true", None):
            assert child._warnings_as_errors(bad)["op"] == "fault", bad


WARNS = """
import warnings
from toolhooks import Deny


def free_tier_hook(call):
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        {warning}
        return Deny("Case files need a premium plan.", "Ask a human agent to open one.")
    return None
"""


def _graded_warning(tmp_path, warning: str):
    path = tmp_path / "answer_warns.py"
    path.write_text(WARNS.format(warning=warning))
    namespace: dict[str, object] = {"__name__": "answer_warns", "__file__": str(path)}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    return grade(exercise("free-tier"), namespace["free_tier_hook"], profile="dev-fixed")


def test_an_answer_whose_warning_changes_its_answer_under_w_error_fails_saying_so(tmp_path):
    verdict = _graded_warning(tmp_path, "warnings.warn('a free session asked', stacklevel=2)")
    assert verdict.status != "pass", verdict.report()
    assert WARNINGS_AS_ERRORS in verdict.example
    assert verdict.hint == WARNINGS_HINT


def test_an_answer_that_warns_where_it_cannot_change_its_answer_passes(tmp_path):
    quiet = (
        "with warnings.catch_warnings():\n"
        "            warnings.simplefilter('ignore')\n"
        "            warnings.warn('a free session asked', stacklevel=2)"
    )
    verdict = _graded_warning(tmp_path, quiet)
    assert verdict.status == "pass", verdict.report()
