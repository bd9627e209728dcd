"""``toolhooks-claude-code settings``: a settings block that cannot fail open."""

from __future__ import annotations

import json
from typing import Any

import pytest

from toolhooks.hosts.claude_code.process_guard import GRACE_S
from toolhooks.hosts.claude_code.settings import claude_code_timeout, settings_block
from toolhooks.jsonl import read_lines

from .test_claude_code import run_command
from .test_claude_code_cli import bash, bundled_cli, fake_api, markers, run_cli

fake_api = fake_api  # the loopback fake, shared
TARGET = "tests.claude_code_hooks:registry"


def printed(tmp_path, *options: str) -> Any:
    done = run_command("settings", "", tmp_path, TARGET, *options)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["hooks"]


def every_hook(block: dict[str, Any]) -> list[dict[str, Any]]:
    return [hook for entries in block.values() for entry in entries for hook in entry["hooks"]]


def test_every_hook_blocks_on_failure_with_a_timeout_above_the_adapters(tmp_path):
    block = printed(tmp_path)
    assert list(block) == [
        "PreToolUse",
        "PostToolUse",
        "PostToolUseFailure",
        "Stop",
        "SubagentStop",
        "SessionEnd",
        "SessionStart",  # the test registry has session_start and user_prompt hooks
        "UserPromptSubmit",
    ]
    for hook in every_hook(block):
        assert hook["onFailure"] == "block"
        assert hook["timeout"] > 5 + GRACE_S
        assert f"--hooks {TARGET}" in hook["command"]
    assert block["PreToolUse"][0]["matcher"] == "*"
    assert "matcher" not in block["Stop"][0]


def test_the_timeout_option_reaches_the_command_and_claude_codes_limit(tmp_path):
    block = printed(tmp_path, "--timeout", "20", "--user-id-from", "USER")
    [hook] = block["PreToolUse"][0]["hooks"]
    assert hook["command"].endswith(
        "pre --hooks tests.claude_code_hooks:registry --timeout 20 --user-id-from USER"
    )
    assert hook["timeout"] == claude_code_timeout(20) > 20 + GRACE_S


def test_an_approver_adds_the_permission_request(tmp_path):
    block = printed(tmp_path, "--approve", "tests.claude_code_hooks:approve_all")
    assert (
        "--approve tests.claude_code_hooks:approve_all"
        in block["PermissionRequest"][0]["hooks"][0]["command"]
    )
    assert "--approve" not in block["Stop"][0]["hooks"][0]["command"]


def test_events_can_be_named(tmp_path):
    assert list(printed(tmp_path, "--events", "PreToolUse,Stop")) == ["PreToolUse", "Stop"]


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (("--events", "PreToolUse,Notification"), "does not handle"),
        (("--events", "PermissionRequest"), "no --approve"),
        (("--timeout", "0"), "above 0"),
        (("--hook", "x:y"), "unknown word '--hook'"),
    ],
)
def test_a_bad_request_exits_1_saying_why(tmp_path, options, expected):
    done = run_command("settings", "", tmp_path, TARGET, *options)
    assert (done.returncode, done.stdout) == (1, b"")
    assert expected in done.stderr.decode()


def test_hooks_that_cannot_be_loaded_are_refused_before_any_settings_are_printed(tmp_path):
    done = run_command("settings", "", tmp_path, "tests.claude_code_hooks:nowhere")
    assert done.returncode == 1
    assert b"cannot load hooks" in done.stderr


# --- the real CLI -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def cli():
    return bundled_cli()


def with_command(block: dict[str, Any], command: str) -> dict[str, Any]:
    """``block`` with every hook's command replaced (a venv deleted since)."""
    return {
        event: [
            {**entry, "hooks": [{**hook, "command": command} for hook in entry["hooks"]]}
            for entry in entries
        ]
        for event, entries in block.items()
    }


@pytest.mark.parametrize("on_failure", [True, False], ids=["generated", "without-onFailure"])
def test_a_deleted_venv_blocks_the_call_with_the_generated_settings(
    cli, fake_api, tmp_path, on_failure
):
    """The shell cannot find the command (exit 127): with the generated ``onFailure:
    block`` Claude Code blocks the call; without it, the call runs (fails open)."""
    block = with_command(
        settings_block(TARGET, events=["PreToolUse"])["hooks"],
        "/nonexistent-venv/bin/toolhooks-claude-code pre --hooks " + TARGET,
    )
    if not on_failure:
        for hook in every_hook(block):
            del hook["onFailure"]
    settings = {"permissions": {"allow": ["Bash"]}, "hooks": block}
    run = run_cli(cli, fake_api, tmp_path, [bash("touch ran.marker", "toolu_v1")], settings)
    assert (markers(run.project) == []) is on_failure


def test_a_slow_hook_is_answered_and_audited_by_the_adapter_first(cli, fake_api, tmp_path):
    """Claude Code's limit is above the adapter's: the adapter blocks and records the call."""
    rules = (
        "import os, time\n"
        "from toolhooks import AuditLog, HookRegistry\n"
        "registry = HookRegistry(error_sinks=[])\n"
        "registry.pre(lambda call: time.sleep(3600))\n"
        "registry.post(AuditLog(os.environ['TOOLHOOKS_TEST_AUDIT']))\n"
    )
    block = settings_block("slow_rules:registry", events=["PreToolUse"], timeout_s=1)["hooks"]
    settings = {"permissions": {"allow": ["Bash"]}, "hooks": block}
    turns = [bash("touch slow.marker", "toolu_s1")]
    run = run_cli(cli, fake_api, tmp_path, turns, settings, files={"slow_rules.py": rules})
    assert markers(run.project) == []
    assert "did not finish within 1s" in run.tool_result("toolu_s1")
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert (line["tool_use_id"], line["status"]) == ("toolu_s1", "hook_failed")
