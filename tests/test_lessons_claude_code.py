"""Notebook 10's helpers: the real CLI offline with the lesson's hooks, and the skip path."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from hookkata.lessons import claude_code as lesson
from hookkata.lessons.project_rules import build, keep_writes_in_project
from toolhooks import AuditLog, Deny, HookContext, HookRegistry
from toolhooks.testing import MemorySink, make_call


def _write(path: object, cwd: str | None = "/work/project", tool: str = "Write"):
    attributes = {} if cwd is None else {"cwd": cwd}
    context = HookContext("u_004", "free", "s_1", attributes)
    return make_call(tool, {"file_path": path, "content": "x"}, context=context)


@pytest.fixture(scope="module")
def cli():
    found = lesson.bundled_cli()
    if isinstance(found, str):
        pytest.skip(found)
    return found


class TestKeepWritesInProject:
    @pytest.mark.parametrize(
        "path", ["/work/project/a.txt", "a.txt", "./src/../a.txt", "/work/project"]
    )
    def test_inside_is_allowed(self, path):
        assert keep_writes_in_project(_write(path)) is None

    @pytest.mark.parametrize(
        "path", ["/etc/passwd", "../a.txt", "/work/project-old/a.txt", "/work/project/../../x"]
    )
    def test_outside_is_denied_with_an_alternative(self, path):
        decision = keep_writes_in_project(_write(path, tool="Edit"))
        assert isinstance(decision, Deny)
        assert decision.alternative

    @pytest.mark.parametrize(("path", "cwd"), [(None, "/w"), ("", "/w"), ("a", None), ("a", "w")])
    def test_nothing_to_check_is_denied(self, path, cwd):
        assert isinstance(keep_writes_in_project(_write(path, cwd)), Deny)

    def test_other_tools_are_allowed(self):
        assert keep_writes_in_project(_write("/etc/passwd", tool="Read")) is None


class TestSettings:
    def test_every_event_runs_this_environment_s_console_script(self):
        hooks = lesson.settings()["hooks"]
        assert set(hooks) == {"PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"}
        script = Path(sys.executable).parent / "toolhooks-claude-code"
        for entries in hooks.values():
            [command] = entries[0]["hooks"]
            assert command["command"].startswith(f"{script} ")
            assert lesson.LESSON_HOOKS in command["command"]
            assert command["onFailure"] == "block"  # a hook that cannot run blocks the call
        assert "matcher" not in hooks["Stop"][0]

    def test_the_scenario_answers_side_requests_with_text(self):
        scenario = lesson.Scenario([lesson.bash("ls", "toolu_1")])
        assert scenario({"tools": [], "messages": []}).stop_reason == "end_turn"
        main = {"tools": [{"name": "Bash"}], "messages": [{"role": "user", "content": "go"}]}
        assert scenario(main).content[0]["name"] == "Bash"

    def test_the_registry_holds_the_two_rules_in_order(self, tmp_path):
        registry = build(tmp_path)
        assert [hook.name for hook in registry.pre.all] == [
            "no_force_push",
            "keep_writes_in_project",
        ]


class TestWithoutTheCli:
    def test_a_missing_sdk_is_a_skip_that_says_how_to_install_it(self, monkeypatch, capsys):
        monkeypatch.setitem(sys.modules, "claude_agent_sdk", None)  # import fails
        problem = lesson.cli_problem()
        assert problem is not None
        assert "make claude-code" in problem
        assert "make test" in problem
        run = lesson.run_claude_code([lesson.bash("ls", "toolu_1")])
        run.show_sent_back("toolu_1")
        run.show_audit()
        run.show_files()
        assert run.summary() is None
        assert capsys.readouterr().out == f"skipped: {problem}\n" * 4
        assert lesson.run_agent_sdk([], HookRegistry()).skipped == problem


def test_the_real_cli_blocks_audits_and_summarises(cli, capsys):
    """A denied push, a denied escape, an allowed write: one audit line each, one summary."""
    run = lesson.run_claude_code(
        [
            lesson.bash("git push --force", "toolu_cc_1"),
            lesson.write("../escape.txt", "x", "toolu_cc_2"),
            lesson.write("notes.txt", "hi\n", "toolu_cc_3"),
        ]
    )
    assert run.result["subtype"] == "success"
    assert run.sent_back("toolu_cc_1").endswith(
        "BLOCKED: force pushes rewrite shared history. Alternative: push a new commit instead."
    )
    assert "is outside the project folder" in run.sent_back("toolu_cc_2")
    assert sorted(p.name for p in run.project.iterdir()) == ["notes.txt"]
    assert not (run.folder / "escape.txt").exists()
    statuses = {line["tool_use_id"]: line["status"] for line in run.audit()}
    assert statuses == {"toolu_cc_1": "denied", "toolu_cc_2": "denied", "toolu_cc_3": "ok"}
    assert run.summary() == {
        "user_id": "u_004",
        "calls": 3,
        "calls_by_tool": {"Bash": 1, "Write": 2},
        "denials": 2,
        "hook_failures": 0,
        "tool_errors": 0,
    }


def test_the_agent_sdk_runs_an_in_process_registry(cli):
    registry = HookRegistry(error_sinks=[])
    registry.pre(keep_writes_in_project, matcher="Write|Edit")
    sink = MemorySink()
    registry.post(AuditLog(sink=sink))
    run = lesson.run_agent_sdk(
        [lesson.write("/etc/escape.txt", "x", "toolu_s_1"), lesson.write("a.txt", "", "toolu_s_2")],
        registry,
    )
    assert run.result == {"subtype": "success", "is_error": False}
    assert "BLOCKED:" in run.sent_back("toolu_s_1")
    assert [(line["tool_use_id"], line["status"]) for line in sink.records] == [
        ("toolu_s_1", "denied"),
        ("toolu_s_2", "ok"),
    ]


LEARNER_GUARD = """
from toolhooks import Deny

def no_force_push(call):
    if "--force" in call.input.get("command", ""):
        return Deny("Ada says: \\"never\\" force-push — ever.", "open a pull request.")
    return None
"""


def test_the_real_cli_runs_the_learner_s_own_written_module_and_times_it(cli, tmp_path):
    """The BLOCKED line carries the learner's own words; the hooks' processes are timed, and
    each costs far more than the same function called in process (the notebook's claim)."""
    from hookkata.lessons.learner_module import write_hooks_module
    from tests.test_lessons_learner_module import cell, notebook

    space = notebook()
    cell(space, LEARNER_GUARD)
    module = write_hooks_module({"Bash": space["no_force_push"]}, folder=tmp_path)
    run = lesson.run_claude_code(
        [lesson.bash("git push --force", "toolu_1"), lesson.write("ok.txt", "x\n", "toolu_2")],
        hooks=module,
        timed=True,
    )
    assert run.sent_back("toolu_1").endswith(
        'BLOCKED: Ada says: "never" force-push — ever. Alternative: open a pull request.'
    )
    assert [(line["tool_use_id"], line["denied_by"]) for line in run.audit()] == [
        ("toolu_1", "no_force_push"),
        ("toolu_2", None),
    ]
    settings_text = (run.folder / "settings.json").read_text()
    assert "--hooks my_hooks:registry" in settings_text
    assert lesson.LESSON_HOOKS not in settings_text
    times = run.hook_times(space["no_force_push"], make_call("Bash", {"command": "git push"}))
    assert times is not None
    assert {event: count for event, (count, _) in times.per_event.items()} == {
        "PreToolUse": 2,
        "PostToolUse": 1,
        "Stop": 1,
    }
    slowest_function_ns = times.in_process
    for _, median_ns in times.per_event.values():
        assert median_ns > 1_000_000  # a Python process per event: milliseconds
        assert median_ns > 100 * slowest_function_ns  # the function itself: far less


def test_the_real_cli_runs_the_learner_s_notebook_08_answers_as_hooks(cli, tmp_path):
    """The learner's audit_line (from their notebook 08 file) writes one line per call, the
    denials included; their summarize_session writes the session's summary at Stop."""
    from hookkata.lessons.earlier_answers import earlier_answer
    from hookkata.lessons.learner_module import write_hooks_module
    from hookkata.lessons.your_trail import reference_summarize_session
    from tests.test_lessons_earlier_answers import _notebook

    audit_source = (
        "import json\n\ndef audit_line(outcome):\n"
        "    return json.dumps({'tool_use_id': outcome.tool_use_id, 'tool_name': "
        "outcome.tool_name, 'is_error': outcome.status != 'ok', 'denied_by': "
        "outcome.denial and outcome.denial.hook_name, 'deny_reason': 'mine: ' + "
        "(outcome.denial.deny.reason if outcome.denial else '')}) + '\\n'\n"
    )
    summary_source = (
        "def summarize_session(outcomes, end):\n"
        "    return {'calls': len(outcomes), 'end_reason': end.reason, 'by': 'Ada',"
        " 'session_id': end.context.session_id}\n"
    )
    path = _notebook(tmp_path / "08-The-Audit-Trail.ipynb", audit_source, summary_source)
    audit = earlier_answer(path, "audit_line", print)
    summary = earlier_answer(path, "summarize_session", reference_summarize_session)
    assert audit.yours
    assert summary.yours
    module = write_hooks_module(
        {"Write|Edit": keep_writes_in_project},
        audit_line=audit.function,
        summarize_session=summary.function,
        folder=tmp_path / "module",
    )
    run = lesson.run_claude_code(
        [lesson.write("/etc/x.txt", "x", "toolu_1"), lesson.write("ok.txt", "x\n", "toolu_2")],
        hooks=module,
    )
    assert "BLOCKED:" in run.sent_back("toolu_1")
    lines = sorted(run.your_audit_lines())
    assert len(lines) == 2
    assert '"tool_use_id": "toolu_1"' in lines[0]
    assert '"denied_by": "keep_writes_in_project"' in lines[0]
    assert '"deny_reason": "mine: \'/etc/x.txt\' is outside the project folder /' in lines[0]
    assert '"tool_use_id": "toolu_2"' in lines[1]
    assert '"deny_reason": "mine: "' in lines[1]
    assert run.your_summary() == {"calls": 2, "end_reason": "stop", "by": "Ada"}


def test_an_untimed_run_says_how_to_time_it(cli):
    run = lesson.run_claude_code([])
    with pytest.raises(LookupError, match=r"timed=True"):
        run.hook_times(print, None)


class TestNotebook10SaysWhatRunsWhere:
    """The solved notebook's claims about what runs where hold in its stored outputs."""

    @pytest.fixture(scope="class")
    def cells(self):
        import nbformat

        root = Path(__file__).resolve().parent.parent
        [path] = (root / "solutions").glob("10-*.ipynb")
        return {cell.id: cell for cell in nbformat.read(path, as_version=4).cells}

    def test_the_cli_runs_the_learner_s_module_and_reads_back_their_reason(self, cells):
        import ast

        guard = ast.parse(cells["10-own-2"].source)
        [deny] = [
            node
            for node in ast.walk(guard)
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Deny"
        ]
        reason = ast.literal_eval(deny.args[0])
        assert "write_hooks_module" in cells["10-module-2"].source
        assert "hooks=my_hooks" in cells["10-07"].source
        assert "project_rules" not in cells["10-07"].source
        sent_back = "".join(o.get("text", "") for o in cells["10-09"].outputs)
        assert f"toolu_cc_1: PreToolUse:Bash hook error: BLOCKED: {reason}" in sent_back
        assert "--hooks my_hooks:registry" in "".join(
            o.get("text", "") for o in cells["10-module-4"].outputs
        )

    def test_the_cli_runs_the_learner_s_notebook_08_answers_and_shows_what_they_wrote(self, cells):
        """The learner's own audit_line and summarize_session (from the solved notebook 08
        beside it) went into the module, wrote one line per call, and the summary at Stop."""
        said = "".join(o.get("text", "") for o in cells["10-earlier-2"].outputs)
        assert '"08-The-Audit-Trail.ipynb"' in cells["10-earlier-2"].source
        for name in ("audit_line", "summarize_session"):
            assert f"{name}: yours, from 08-The-Audit-Trail.ipynb, cell " in said
        assert "reference" not in said
        module = cells["10-module-2"].source
        assert "audit_line=your_audit_line.function" in module
        assert "summarize_session=your_summary.function" in module
        lines = "".join(o.get("text", "") for o in cells["10-yours-2"].outputs).splitlines()
        assert [line.split()[0] for line in lines] == [
            "tool_use_id='toolu_cc_1'",
            "tool_use_id='toolu_cc_2'",
            "tool_use_id='toolu_cc_3'",
        ]
        assert "denied_by='no_force_push'" in lines[0]
        assert "denied_by='keep_writes_in_project'" in lines[1]
        assert "five of the fields" in cells["10-yours-1"].source
        assert all(len(line.split("  ")) == 5 for line in lines)
        assert "nothing else of notebook 08 runs" in cells["10-earlier-1"].source
        assert cells["10-yours-4"].source == "run.your_summary()"
        summary = "".join(cells["10-yours-4"].outputs[0]["data"]["text/plain"])
        assert "'calls': 3" in summary
        assert "'denials': 2" in summary
        # the learner's summary, not the package's: the package's also writes these keys
        assert "denials_by_hook" not in summary
        assert "tier" not in summary

    def test_the_timing_cell_is_not_compared_and_the_notebook_ends_with_check_all(self, cells):
        from hookkata.lessons.hook_timing import IN_PROCESS_CALLS

        assert f"the median of {IN_PROCESS_CALLS} calls" in cells["10-time-1"].source
        timing = cells["10-time-2"]
        assert timing.metadata.get("tags") == ["nbval-ignore-output"]
        assert "NBVAL" not in timing.source
        code = [cell for cell in cells.values() if cell.cell_type == "code"]
        assert code[-1].source == 'check_all("10")'

    def test_the_mcp_section_says_it_runs_the_lesson_s_rules(self, cells):
        assert "the lesson's, not yours" in cells["10-mcp-1"].source
        assert "hookkata.lessons.mcp_rules:registry" in cells["10-mcp-2"].source


def test_the_starter_notebook_runs_to_the_end_without_the_claude_code_cli(tmp_path):
    """`make lab` leaves claude-agent-sdk out: every Claude Code cell of the starter prints
    "skipped: ..." and the rest runs, `check_all` included (cold walkthrough: the timing cell
    once raised AttributeError there and stopped Run All)."""
    import os
    import shutil

    import nbformat
    from nbclient import NotebookClient

    from hookkata.grading.files import kernel_config

    notebooks = Path(__file__).resolve().parent.parent / "notebooks"
    for path in notebooks.glob("*.ipynb"):
        shutil.copy(path, tmp_path / path.name)
    shadow = tmp_path / "no_sdk" / "claude_agent_sdk"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text("raise ImportError('claude-agent-sdk left out')\n")
    (path,) = tmp_path.glob("10-*.ipynb")
    notebook = nbformat.read(path, as_version=4)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(shadow.parent), os.environ.get("PYTHONPATH", "")]),
        "HOOKKATA_PROFILE": "dev-fixed",
        "HOOKKATA_PROGRESS": "off",
    }
    client = NotebookClient(
        notebook, kernel_name="python3", timeout=300, resources={"metadata": {"path": tmp_path}}
    )
    client.config = kernel_config()
    client.execute(env=env)
    printed = "".join(
        output.get("text", "") for cell in notebook.cells for output in cell.get("outputs", [])
    )
    assert "skipped: claude-agent-sdk is not installed" in printed
    last = [cell for cell in notebook.cells if cell.cell_type == "code"][-1]
    assert last.source.startswith("check_all(")
    assert last.outputs, "check_all showed nothing: the run stopped before it"
