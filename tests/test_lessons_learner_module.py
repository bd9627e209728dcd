"""Notebook 10's module writer: the learner's functions, out of the kernel, into my_hooks.py."""

from __future__ import annotations

import functools
import linecache
import os
import subprocess
import sys
from itertools import count
from pathlib import Path
from typing import Any

import pytest

from hookkata.lessons import learner_module
from hookkata.lessons.learner_module import HookSourceError, module_text, write_hooks_module
from toolhooks import Deny, HookContext
from toolhooks.testing import make_call

_cells = count(1)
HOSTILE_REASON = "won't \"force\"\nhistory: l'été — ünïcode ✓ \\ {braces}"


def notebook() -> dict[str, Any]:
    """A namespace like a notebook kernel's: its functions belong to ``__main__``."""
    return {"__name__": "__main__"}


def cell(namespace: dict[str, Any], source: str) -> None:
    """Run ``source`` as IPython runs a cell: under a file name that only linecache knows."""
    filename = f"<ipython-input-{next(_cells)}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    exec(compile(source, filename, "exec"), namespace)


NO_FORCE_PUSH = f"""
from toolhooks import Deny

def no_force_push(call):
    if "--force" in str(call.input.get("command", "")):
        return Deny({HOSTILE_REASON!r}, "push a new commit.")
    return None
"""


def bash_call(command: str) -> Any:
    return make_call("Bash", {"command": command})


def pre_hook(module: learner_module.HooksModule, name: str) -> Any:
    [hook] = [h.hook for h in module.registry.pre.all if h.name == name]
    return hook


class TestWrittenModule:
    def test_it_imports_and_its_registry_runs_the_learner_s_function(self, tmp_path):
        space = notebook()
        cell(space, NO_FORCE_PUSH)
        written = write_hooks_module({"Bash": space["no_force_push"]}, folder=tmp_path)
        assert written.path == tmp_path / "my_hooks.py"
        assert written.target == "my_hooks:registry"
        [registered] = written.registry.pre.all
        assert (registered.name, registered.matcher) == ("no_force_push", "Bash")
        assert registered.hook is not space["no_force_push"]  # the module's copy, not the kernel's
        decision = registered.hook(bash_call("git push --force"))
        assert decision == Deny(HOSTILE_REASON, "push a new commit.")
        assert registered.hook(bash_call("git push")) is None

    def test_a_separate_python_imports_it_as_the_adapter_would(self, tmp_path):
        """No kernel behind it: the module stands alone on the import path."""
        space = notebook()
        cell(space, NO_FORCE_PUSH)
        write_hooks_module({"Bash": space["no_force_push"]}, folder=tmp_path)
        code = (
            "from my_hooks import registry; from toolhooks.testing import make_call; "
            "d = registry.pre.all[0].hook(make_call('Bash', {'command': 'git push --force'})); "
            "print(ascii(d.reason)); print([h.name for h in registry.post.all])"
        )
        src = str(Path(learner_module.__file__).resolve().parents[2])
        done = subprocess.run(
            [sys.executable, "-c", code],
            cwd=tmp_path,
            env={"PYTHONPATH": f"{tmp_path}:{src}", "PATH": "/usr/bin:/bin"},
            capture_output=True,
            text=True,
            check=True,
        )
        assert done.stdout.splitlines() == [
            ascii(HOSTILE_REASON),
            "['AuditLog', 'SessionSummary.observe']",
        ]

    def test_its_audit_and_summary_go_to_the_lesson_s_data_folder(self, tmp_path, monkeypatch):
        space = notebook()
        cell(space, NO_FORCE_PUSH)
        text = module_text({"Bash": space["no_force_push"]})
        assert 'AuditLog(_hooks_data / "audit_log.jsonl")' in text
        assert 'SessionSummary(_hooks_data / "session_summaries.jsonl")' in text
        assert "HOOKKATA_CLAUDE_CODE_DATA" in text

    def test_a_function_defined_twice_is_written_as_its_latest_definition(self, tmp_path):
        space = notebook()
        cell(space, NO_FORCE_PUSH)
        cell(space, NO_FORCE_PUSH.replace(repr(HOSTILE_REASON), repr("my second try.")))
        written = write_hooks_module({"Bash": space["no_force_push"]}, folder=tmp_path)
        assert written.source().count("def no_force_push") == 1
        decision = pre_hook(written, "no_force_push")(bash_call("git push --force"))
        assert decision.reason == "my second try."

    def test_imports_constants_and_helpers_it_uses_come_along(self, tmp_path):
        space = notebook()
        cell(space, "import os.path as osp\nimport re\nFLAGS = ('--force', '-f')\n")
        cell(space, "def forced(command):\n    return any(f in command for f in FLAGS)\n")
        cell(
            space,
            "from toolhooks import Deny as D\n"
            "def guard(call, pattern=re.compile('x')):\n"
            "    if forced(call.input['command']) and osp.sep:\n"
            "        return D('no.', 'ask.')\n",
        )
        written = write_hooks_module({"Bash": space["guard"]}, folder=tmp_path)
        source = written.source()
        assert f"import {os.path.__name__} as osp" in source  # posixpath, by its own name
        assert "import re" in source
        assert "from toolhooks.decisions import Deny as D" in source
        assert "FLAGS = ('--force', '-f')" in source
        assert source.index("def forced") < source.index("def guard")
        assert isinstance(pre_hook(written, "guard")(bash_call("git push -f")), Deny)

    def test_a_library_function_is_imported_not_copied(self, tmp_path):
        from hookkata.lessons.project_rules import keep_writes_in_project

        written = write_hooks_module({"Write|Edit": keep_writes_in_project}, folder=tmp_path)
        assert (
            "from hookkata.lessons.project_rules import keep_writes_in_project" in written.source()
        )
        assert "def keep_writes_in_project" not in written.source()
        context = HookContext("u_004", "free", "s_1", {"cwd": "/work/project"})
        call = make_call("Write", {"file_path": "/etc/x", "content": ""}, context=context)
        assert isinstance(pre_hook(written, "keep_writes_in_project")(call), Deny)

    def test_names_that_shadow_the_module_s_own_imports_still_work(self, tmp_path):
        """The module's own names are private (``_hooks_...``): a hook may be called Path."""
        space = notebook()
        cell(space, "from toolhooks import Deny\ndef Path(call):\n    return Deny('p.', 'q.')\n")
        cell(space, "def HookRegistry(call):\n    return None\n")
        written = write_hooks_module(
            {"Bash": space["Path"], "Write": space["HookRegistry"]}, folder=tmp_path
        )
        assert [h.name for h in written.registry.pre.all] == ["Path", "HookRegistry"]
        assert [h.name for h in written.registry.post.all] == ["AuditLog", "SessionSummary.observe"]

    def test_two_hooks_on_one_event_keep_their_order(self, tmp_path):
        space = notebook()
        cell(space, "def a(call):\n    return None\ndef b(call):\n    return None\n")
        written = write_hooks_module({"Bash": space["b"], "Write": space["a"]}, folder=tmp_path)
        assert [(h.name, h.matcher) for h in written.registry.pre.all] == [
            ("b", "Bash"),
            ("a", "Write"),
        ]


class TestRefused:
    """What cannot be written out is refused, naming what and the fix."""

    @pytest.mark.parametrize(
        ("make", "says"),
        [
            (lambda space: space["rule"], r"a lambda .* def name\(call\)"),
            (lambda space: len, "not a function defined with def"),
            (lambda space: functools.partial(print), "not a function defined with def"),
            (lambda space: space["Decorated"], "not a function defined with def"),
        ],
        ids=["lambda", "builtin", "partial", "class"],
    )
    def test_callables_without_source_of_their_own(self, make, says):
        space = notebook()
        cell(space, "class Decorated:\n    def __call__(self, call):\n        return None\n")
        cell(space, "rule = lambda call: None\n")
        with pytest.raises(HookSourceError, match=says):
            module_text({"Bash": make(space)})

    def test_a_closure_over_notebook_state(self):
        space = notebook()
        cell(
            space, "def make(limit):\n    def rule(call):\n        return limit\n    return rule\n"
        )
        with pytest.raises(HookSourceError, match=r"variables \(limit\).*top level of a cell"):
            module_text({"Bash": space["make"](3)})

    def test_a_decorated_function(self):
        space = notebook()
        cell(space, "import functools\n@functools.lru_cache\ndef _x(): ...\n")
        cell(space, "def deco(f):\n    return f\n@deco\ndef rule(call):\n    return None\n")
        with pytest.raises(HookSourceError, match="without the decorator"):
            module_text({"Bash": space["rule"]})

    def test_a_notebook_variable_that_is_not_a_constant(self):
        space = notebook()
        cell(space, "seen = []\ndef rule(call):\n    seen.append(call)\n")
        with pytest.raises(HookSourceError, match=r"variable 'seen' \(a list\).*inside the"):
            module_text({"Bash": space["rule"]})

    def test_a_name_the_notebook_never_defined(self):
        space = notebook()
        cell(space, "def rule(call):\n    return undefined_helper(call)\n")
        with pytest.raises(HookSourceError, match=r"'undefined_helper'.*not defined"):
            module_text({"Bash": space["rule"]})

    def test_a_hook_named_registry(self):
        space = notebook()
        cell(space, "def registry(call):\n    return None\n")
        with pytest.raises(HookSourceError, match=r"defines itself\. Rename it"):
            module_text({"Bash": space["registry"]})

    def test_one_name_with_two_meanings(self):
        """A hook named json, beside a hook that uses the json module: one module, one json."""
        space = notebook()
        cell(space, "def json(call):\n    return None\n")
        named_json = space["json"]
        cell(space, "import json\ndef rule(call):\n    return json.dumps(1) and None\n")
        with pytest.raises(HookSourceError, match="'json' means two things: the function json"):
            module_text({"Bash": named_json, "Write": space["rule"]})

    def test_an_empty_mapping_and_a_bad_module_name(self, tmp_path):
        with pytest.raises(HookSourceError, match="at least one"):
            module_text({})
        space = notebook()
        cell(space, NO_FORCE_PUSH)
        with pytest.raises(HookSourceError, match="identifier"):
            write_hooks_module({"Bash": space["no_force_push"]}, folder=tmp_path, name="my-hooks")


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("raise RuntimeError('boom')\n", r"did not import: RuntimeError: boom\. Fix"),
        ("registry = 3\n", r"no HookRegistry named 'registry': got int"),
    ],
)
def test_a_module_that_does_not_import_is_refused_here_not_in_claude_code(tmp_path, text, says):
    """The written module is imported once in the notebook: its failure is said there."""
    path = tmp_path / "my_hooks.py"
    path.write_text(text)
    with pytest.raises(HookSourceError, match=says):
        learner_module._import_registry(path)


class TestEarlierAnswersInTheModule:
    """Exercises 11 and 12 go into the module as a PostToolUse and a Stop hook."""

    def test_the_learner_s_functions_are_written_and_wired_after_the_audit_log(self, tmp_path):
        space = notebook()
        cell(space, NO_FORCE_PUSH)
        cell(space, "def audit_line(outcome):\n    return 'x\\n'\n")
        cell(space, "def summarize_session(outcomes, end):\n    return {}\n")
        module = write_hooks_module(
            {"Bash": space["no_force_push"]},
            audit_line=space["audit_line"],
            summarize_session=space["summarize_session"],
            folder=tmp_path,
        )
        text = module.source()
        assert "def audit_line(outcome):" in text
        assert "def summarize_session(outcomes, end):" in text
        assert text.index("AuditLog(") < text.index("YourAuditLines(audit_line,")
        assert "YourSummary(summarize_session, registry," in text
        posts = [type(entry.hook).__name__ for entry in module.registry.post.all]
        assert posts[0] == "AuditLog"
        assert "YourAuditLines" in posts
        assert "YourSummary" in [type(entry.hook).__name__ for entry in module.registry.stop.all]

    def test_the_reference_is_imported_not_copied(self):
        from hookkata.lessons.your_trail import reference_audit_line

        text = module_text({"Bash": _guard_in(notebook())}, audit_line=reference_audit_line)
        assert "from hookkata.lessons.your_trail import reference_audit_line" in text
        assert "YourAuditLines(reference_audit_line," in text

    def test_without_earlier_answers_the_module_has_no_hook_of_theirs(self):
        text = module_text({"Bash": _guard_in(notebook())})
        assert "your_trail" not in text
        assert "YourAuditLines" not in text

    def test_a_lambda_for_audit_line_is_refused_with_the_fix(self):
        with pytest.raises(HookSourceError, match=r"a lambda has no name"):
            module_text({"Bash": _guard_in(notebook())}, audit_line=lambda outcome: "")


def _guard_in(space: dict[str, Any]) -> Any:
    cell(space, NO_FORCE_PUSH)
    return space["no_force_push"]
