"""Notebook 10 takes the learner's earlier answers from their notebook files, or says why not."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from hookkata.lessons.earlier_answers import (
    EarlierNotebookMissing,
    EarlierNotebookUnreadable,
    earlier_answer,
)
from hookkata.lessons.learner_module import module_text
from hookkata.lessons.your_trail import (
    YourAuditLines,
    YourSummary,
    reference_audit_line,
    reference_summarize_session,
)
from tests.workbooks import shipped_workbook
from toolhooks import AuditLog, HookContext, HookRegistry, SessionEnd
from toolhooks.chain import observe_outcome
from toolhooks.testing import make_call

ROOT = Path(__file__).resolve().parent.parent

SOLVED = '''import json

def audit_line(outcome):
    """Mine."""
    return json.dumps({"tool_use_id": outcome.tool_use_id, "by": WHO}) + "\\n"
'''
STUB = '''def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    raise NotImplementedError("your code here")
'''


def _notebook(path: Path, *sources: str, tags: tuple[str, ...] = ("exercise",)) -> Path:
    cells = [{"cell_type": "markdown", "metadata": {}, "source": "# 08"}]
    cells += [
        {"cell_type": "code", "metadata": {"tags": list(tags)}, "source": s, "outputs": []}
        for s in sources
    ]
    path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4}), "utf-8")
    return path


def _answer(path: Path, name: str = "audit_line"):
    return earlier_answer(path, name, reference_audit_line, exercise=11)


def _outcome():
    from toolhooks.events import ToolOutcome
    from toolhooks.results import tool_result

    call = make_call("Bash", {"command": "ls"}, tool_use_id="toolu_7")
    return ToolOutcome(
        tool_name=call.tool_name,
        tool_use_id=call.tool_use_id,
        context=call.context,
        timestamp=datetime(2026, 3, 2, tzinfo=timezone.utc),
        status="ok",
        sent_input={"command": "ls"},
        received_input={"command": "ls"},
        result=tool_result("toolu_7", "a.txt"),
    )


class TestEarlierAnswer:
    def test_a_solved_answer_is_the_learner_s_own_with_its_imports_and_constants(self, tmp_path):
        path = _notebook(tmp_path / "08-x.ipynb", "%matplotlib inline\nWHO = 'Ada'", SOLVED)
        answer = _answer(path)
        assert answer.yours
        assert answer.function(_outcome()) == '{"tool_use_id": "toolu_7", "by": "Ada"}\n'
        assert str(answer) == (
            'audit_line: yours, from 08-x.ipynb, cell 3 (from the top, it starts "import json").'
        )
        text = module_text({"Bash": _guard()}, audit_line=answer.function)
        assert "WHO = 'Ada'" in text
        assert "import json" in text
        assert '"""Mine."""' in text

    def test_a_stub_is_not_the_learner_s_the_reference_runs_and_it_says_so(self, tmp_path):
        answer = _answer(_notebook(tmp_path / "08-x.ipynb", STUB))
        assert not answer.yours
        assert answer.function is reference_audit_line
        assert answer.says == (
            "audit_line: the reference (the package's own), as your audit_line in 08-x.ipynb "
            "is still the stub: finish exercise 11 there, save the notebook, and run this cell "
            "again to see yours."
        )

    def test_the_starter_notebook_08_is_unsolved_and_the_solved_one_is_solved(self, tmp_path):
        shipped, _ = shipped_workbook(tmp_path)  # as cloned: a learner's notebooks/ is solved
        for folder, yours in (("notebooks", False), ("solutions", True)):
            [path] = (shipped / folder).glob("08-*.ipynb")
            for name, reference in (
                ("audit_line", reference_audit_line),
                ("summarize_session", reference_summarize_session),
            ):
                assert earlier_answer(path, name, reference).yours is yours

    def test_the_last_of_two_definitions_in_a_cell_wins_as_in_a_run(self, tmp_path):
        two = SOLVED.replace('"by": WHO', '"by": "first"') + SOLVED.replace("Mine", "Second")
        path = _notebook(tmp_path / "08-x.ipynb", "WHO = 'second'", two)
        answer = _answer(path)
        assert json.loads(answer.function(_outcome()))["by"] == "second"
        assert '"""Second."""' in module_text({"Bash": _guard()}, audit_line=answer.function)

    def test_a_stub_defined_after_a_solution_in_one_cell_is_a_stub(self, tmp_path):
        path = _notebook(tmp_path / "08-x.ipynb", "WHO = 1", SOLVED + "\n" + STUB)
        assert not _answer(path).yours

    def test_the_exercise_cell_wins_over_a_later_scratch_cell(self, tmp_path):
        path = tmp_path / "08-x.ipynb"
        _notebook(path, "WHO = 'Ada'", SOLVED)
        data = json.loads(path.read_text())
        data["cells"].append({"cell_type": "code", "metadata": {}, "source": STUB, "outputs": []})
        path.write_text(json.dumps(data))
        assert _answer(path).yours

    def test_an_edited_notebook_is_read_again_not_from_a_stale_cache(self, tmp_path):
        path = _notebook(tmp_path / "08-x.ipynb", "WHO = 'Ada'", SOLVED)
        first = _answer(path)
        _notebook(path, "WHO = 'Bo'", SOLVED.replace("Mine", "Edited"))
        second = _answer(path)
        assert '"""Mine."""' in module_text({"Bash": _guard()}, audit_line=first.function)
        assert '"""Edited."""' in module_text({"Bash": _guard()}, audit_line=second.function)

    def test_nothing_else_of_the_notebook_runs(self, tmp_path):
        marker = tmp_path / "ran"
        path = _notebook(
            tmp_path / "08-x.ipynb", f"open({str(marker)!r}, 'w').write('x')\nWHO = 2", SOLVED
        )
        assert _answer(path).yours
        assert not marker.exists()

    def test_no_definition_is_the_reference_and_says_so(self, tmp_path):
        answer = _answer(_notebook(tmp_path / "08-x.ipynb", "x = 1"))
        assert not answer.yours
        assert (
            "the reference (the package's own), as 08-x.ipynb has no cell that defines "
            "audit_line: finish exercise 11" in answer.says
        )

    def test_a_missing_notebook_names_the_file_and_the_fix(self, tmp_path):
        with pytest.raises(EarlierNotebookMissing, match=r"no notebook at .*08-gone\.ipynb") as e:
            _answer(tmp_path / "08-gone.ipynb")
        assert "Run this notebook from the workbook's notebooks folder" in str(e.value)
        assert isinstance(e.value, FileNotFoundError)

    def test_a_file_that_is_not_a_notebook_names_the_file_and_the_fix(self, tmp_path):
        path = tmp_path / "08-bad.ipynb"
        path.write_text("{not json")
        with pytest.raises(EarlierNotebookUnreadable, match=r"08-bad\.ipynb is not a notebook"):
            _answer(path)


def _guard():
    from hookkata.lessons.project_rules import keep_writes_in_project

    return keep_writes_in_project


class TestYourTrail:
    def _registry(self, tmp_path: Path, audit_line) -> HookRegistry:
        registry = HookRegistry(error_sinks=[])
        registry.post(AuditLog(tmp_path / "audit_log.jsonl"))
        registry.post(YourAuditLines(audit_line, tmp_path / "yours.jsonl"))
        return registry

    def test_each_call_gets_the_learner_s_line_and_a_failure_is_a_line_that_says_so(self, tmp_path):
        def audit_line(outcome):
            if outcome.tool_use_id == "toolu_7":
                return '{"id": "7"}\nsplit'
            raise ValueError("oops")

        registry = self._registry(tmp_path, audit_line)
        observe_outcome(registry, _outcome())
        observe_outcome(registry, _outcome().__class__(**{**_fields(), "tool_use_id": "t_8"}))
        lines = (tmp_path / "yours.jsonl").read_text().splitlines()
        assert lines == [
            '{"id": "7"}\\nsplit',
            '{"problem": "audit_line raised ValueError: oops"}',
        ]

    def test_a_line_that_is_not_a_string_says_so(self, tmp_path):
        observe_outcome(self._registry(tmp_path, lambda outcome: 7), _outcome())
        assert "returned a int, not a str" in (tmp_path / "yours.jsonl").read_text()

    def test_the_summary_counts_the_session_from_the_audit_file(self, tmp_path):
        registry = self._registry(tmp_path, reference_audit_line)
        seen = []

        def summarize_session(outcomes, end):
            seen.append(outcomes)
            return {"calls": len(outcomes), "at": end.ended_at}

        registry.stop(YourSummary(summarize_session, registry, tmp_path / "summary.jsonl"))
        observe_outcome(registry, _outcome())
        context: HookContext = _outcome().context
        at = datetime(2026, 3, 2, 1, tzinfo=timezone.utc)
        for hook in registry.stop.all:
            hook.hook(SessionEnd(context, at, at, "stop"))
        assert json.loads((tmp_path / "summary.jsonl").read_text()) == {
            "calls": 1,
            "at": "2026-03-02 01:00:00+00:00",
        }
        assert [o.tool_use_id for o in seen[0]] == ["toolu_7"]

    def test_the_reference_summary_is_the_package_s(self):
        context = _outcome().context
        at = datetime(2026, 3, 2, tzinfo=timezone.utc)
        summary = reference_summarize_session([_outcome()], SessionEnd(context, at, at, "stop"))
        assert summary["calls"] == 1
        assert summary["calls_by_tool"] == {"Bash": 1}


def _fields():
    outcome = _outcome()
    return {name: getattr(outcome, name) for name in outcome.__dataclass_fields__}


def test_the_cell_number_is_the_one_make_notebooks_gives_for_the_same_cell(tmp_path):
    """Two messages about one cell give it one number (the walkthrough saw 21 and 22)."""
    import nbformat

    from hookkata.starters import learner_edits

    path = _notebook(tmp_path / "08-x.ipynb", "%matplotlib inline\nWHO = 'Ada'", SOLVED)
    fresh = nbformat.v4.new_notebook()
    fresh.cells = [nbformat.v4.new_markdown_cell("# 08")]
    [edit] = [e for e in learner_edits(path, fresh) if e.startswith("exercise cell 3 ")]
    assert ", cell 3 (from the top" in str(_answer(path))
    assert edit.endswith("holds your code")
