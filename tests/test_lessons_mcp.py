"""Notebook 10's MCP section: a hook on ``mcp__files__delete_file``, denied and audited, with
the real stdio MCP server in the real CLI and through ``query()``."""

from __future__ import annotations

import pytest

from hookkata.lessons import claude_code as lesson
from hookkata.lessons import mcp_files
from hookkata.lessons.mcp_rules import build_with_mcp, registry
from toolhooks.fake.script import Turn, tool_use
from toolhooks.jsonl import read_lines

FILES = {"notes.txt": "keep me", "old.log": "x"}
TURNS = [
    Turn([tool_use("mcp__files__list_files", {}, "toolu_m1")]),
    Turn([tool_use("mcp__files__delete_file", {"name": "notes.txt"}, "toolu_m2")]),
]


@pytest.fixture(scope="module")
def cli():
    found = lesson.bundled_cli()
    if isinstance(found, str):
        pytest.skip(found)
    return found


def assert_denied_and_audited(run: lesson.ClaudeCodeRun) -> None:
    assert sorted(path.name for path in run.project.iterdir()) == ["notes.txt", "old.log"]
    assert '["notes.txt", "old.log"]' in run.sent_back("toolu_m1").replace('","', '", "')
    assert "BLOCKED: mcp__files__delete_file deletes 'notes.txt'" in run.sent_back("toolu_m2")
    lines = {line["tool_use_id"]: line for line in run.audit()}
    assert (lines["toolu_m1"]["tool_name"], lines["toolu_m1"]["status"]) == (
        "mcp__files__list_files",
        "ok",
    )
    assert (lines["toolu_m2"]["status"], lines["toolu_m2"]["denied_by"]) == (
        "denied",
        "no_mcp_deletes",
    )


def test_the_real_cli_runs_the_mcp_server_and_the_hook_denies_its_delete(cli):
    run = lesson.run_claude_code(
        TURNS, hooks="hookkata.lessons.mcp_rules:registry", mcp=True, files=FILES
    )
    assert_denied_and_audited(run)


def test_query_runs_the_same_server_and_the_same_hook_in_process(cli, tmp_path):
    run = lesson.run_agent_sdk(TURNS, build_with_mcp(tmp_path), mcp=True, files=FILES)
    assert run.result == {"subtype": "success", "is_error": False}
    assert sorted(path.name for path in run.project.iterdir()) == ["notes.txt", "old.log"]
    assert "BLOCKED: mcp__files__delete_file" in run.sent_back("toolu_m2")
    lines = {line["tool_use_id"]: line for line in read_lines(tmp_path / "audit_log.jsonl")}
    assert (lines["toolu_m2"]["tool_name"], lines["toolu_m2"]["status"]) == (
        "mcp__files__delete_file",
        "denied",
    )


@pytest.mark.parametrize(
    ("tool", "expected"),
    [("mcp__files__delete_file", True), ("mcp__files__list_files", False), ("Bash", False)],
)
def test_the_rule_is_on_the_delete_tool_only(tool, expected):
    names = [hook.name for hook in registry.pre.for_tool(tool)]
    assert ("no_mcp_deletes" in names) is expected


class TestServerTools:
    def test_delete_removes_a_file_of_the_folder(self, tmp_path, monkeypatch):
        monkeypatch.setenv(mcp_files.ROOT_ENV, str(tmp_path))
        (tmp_path / "a.txt").write_text("x")
        assert mcp_files.list_files() == ["a.txt"]
        assert mcp_files.delete_file("a.txt") == "deleted a.txt"
        assert mcp_files.list_files() == []

    @pytest.mark.parametrize("name", ["../a.txt", "/etc/passwd", "sub/a.txt"])
    def test_delete_refuses_a_path_outside_the_folder(self, tmp_path, monkeypatch, name):
        monkeypatch.setenv(mcp_files.ROOT_ENV, str(tmp_path / "root"))
        (tmp_path / "root").mkdir()
        with pytest.raises(ValueError, match="bare file name"):
            mcp_files.delete_file(name)
