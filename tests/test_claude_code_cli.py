"""End to end: the real Claude Code CLI, our command hooks, and the offline fake API.

The CLI comes bundled in the ``claude-agent-sdk`` wheel (the ``dev`` extra installs it). It
runs in print mode (``-p --output-format json``) with ``HOME`` in a temporary folder, our
hooks in a ``--settings`` file, and ``ANTHROPIC_BASE_URL`` at a loopback fake of the
Messages API that plays a scenario: no key, no network. The scenario's turns are chosen by
the conversation's position, so a retried request gets the same turn. Each run checks what
the tools did on disk, what the fake received next, and what the adapter recorded.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from hookkata.lessons.claude_code import run_claude_cli
from toolhooks.fake import FAKE_API_KEY, FakeMessagesAPI
from toolhooks.fake.script import Policy, Turn, text, tool_use
from toolhooks.fake.server import serving
from toolhooks.jsonl import read_lines

from .test_claude_code import command_env


def bundled_cli() -> Path:
    """The CLI inside the installed ``claude_agent_sdk`` package, or skip saying why not."""
    try:
        import claude_agent_sdk
    except ImportError:
        pytest.skip("claude-agent-sdk is not installed; `make test` installs it (dev extra)")
    cli = Path(claude_agent_sdk.__file__).parent / "_bundled" / "claude"
    if not cli.is_file():
        pytest.skip(f"claude-agent-sdk has no bundled CLI at {cli}")
    try:
        done = subprocess.run(
            [str(cli), "--version"], capture_output=True, text=True, timeout=60, check=False
        )
    except OSError as exc:
        pytest.skip(f"the bundled Claude Code CLI cannot start here: {exc}")
    if done.returncode != 0:
        pytest.skip(f"the bundled Claude Code CLI cannot run here: {done.stderr.strip()[:200]}")
    return cli


@pytest.fixture(scope="module")
def cli() -> Path:
    return bundled_cli()


class Scenario:
    """The fake model's policy: the main loop's n-th request gets turn n, side requests text."""

    def __init__(self, turns: Sequence[Turn]) -> None:
        self.turns = list(turns)

    def __call__(self, body: Mapping[str, Any]) -> Turn:
        if not any(tool.get("name") == "Bash" for tool in body.get("tools", [])):
            return Turn([text("ok")], "end_turn")  # a side request (titles, summaries...)
        position = sum(1 for message in body["messages"] if message["role"] == "assistant")
        if position < len(self.turns):
            return self.turns[position]
        return Turn([text("All done.")], "end_turn")


def bash(command: str, tool_use_id: str) -> Turn:
    return Turn([tool_use("Bash", {"command": command, "description": "step"}, tool_use_id)])


@pytest.fixture
def fake_api() -> Iterator[tuple[FakeMessagesAPI, str]]:
    """A loopback fake API; the test sets its policy; stopped and closed afterwards."""
    api = FakeMessagesAPI(max_logged=500)
    with serving(api) as base_url:
        yield api, base_url


def adapter(event: str, target: str = "tests.claude_code_hooks:registry", *options: str) -> str:
    parts = [sys.executable, "-P", "-m", "toolhooks.hosts.claude_code", event, "--hooks", target]
    return shlex.join([*parts, *options])


def hook_settings(allow: Sequence[str], pre: str, *, post: bool = True) -> dict[str, Any]:
    def entry(command: str) -> list[dict[str, Any]]:
        return [{"matcher": "*", "hooks": [{"type": "command", "command": command, "timeout": 60}]}]

    hooks = {"PreToolUse": entry(pre)}
    if post:
        hooks |= {
            "PostToolUse": entry(adapter("post")),
            "PostToolUseFailure": entry(adapter("post")),
            "Stop": entry(adapter("stop")),
        }
    return {"permissions": {"allow": list(allow)}, "hooks": hooks}


@dataclass
class CliRun:
    result: dict[str, Any]
    project: Path
    requests: list[dict[str, Any]]

    def tool_result(self, tool_use_id: str) -> str:
        """The text of the ``tool_result`` for ``tool_use_id`` in the next request sent."""
        for request in self.requests:
            for message in request.get("messages", []):
                for block in (
                    message.get("content", []) if isinstance(message["content"], list) else []
                ):
                    if (
                        block.get("type") == "tool_result"
                        and block.get("tool_use_id") == tool_use_id
                    ):
                        content = block.get("content")
                        return content if isinstance(content, str) else json.dumps(content)
        raise AssertionError(f"no request carried a tool_result for {tool_use_id}")


def run_cli(
    cli: Path,
    fake: tuple[FakeMessagesAPI, str],
    tmp_path: Path,
    turns: Sequence[Turn],
    settings: dict[str, Any],
    files: Mapping[str, str] | None = None,
    policy: Policy | None = None,
    prompt: str = "Run the steps.",
) -> CliRun:
    api, base_url = fake
    api.policy = Scenario(turns) if policy is None else policy
    home, project = tmp_path / "home", tmp_path / "project"
    home.mkdir()
    project.mkdir()
    for name, source in (files or {}).items():
        (project / name).write_text(source)
    settings_file = tmp_path / "settings.json"
    settings_file.write_text(json.dumps(settings))
    env = command_env(tmp_path)
    env.update(
        HOME=str(home),
        ANTHROPIC_BASE_URL=base_url,
        ANTHROPIC_API_KEY=FAKE_API_KEY,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
        DISABLE_AUTOUPDATER="1",
        DISABLE_TELEMETRY="1",
    )
    env.pop("ANTHROPIC_AUTH_TOKEN", None)
    command = [str(cli), "-p", prompt, "--output-format", "json"]
    command += ["--settings", str(settings_file)]
    stdout = run_claude_cli(command, project, env)  # raises if it fails or hangs
    return CliRun(json.loads(stdout), project, list(api.requests))


def markers(project: Path) -> list[str]:
    return sorted(path.name for path in project.glob("*.marker"))


def test_deny_allow_rewrite_crash_and_failure_through_the_real_cli(cli, fake_api, tmp_path):
    """Five calls: one audit line each, the right tool runs, the summary counts them all."""
    turns = [
        bash("sh -c 'touch denied.marker' --force", "toolu_e2e_1"),
        bash("touch allowed.marker", "toolu_e2e_2"),
        bash("touch original.marker", "toolu_e2e_3"),
        bash("touch crash.marker", "toolu_e2e_4"),
        bash("ls /nonexistent-toolhooks-folder", "toolu_e2e_5"),
    ]
    run = run_cli(cli, fake_api, tmp_path, turns, hook_settings(["Bash"], adapter("pre")))
    assert run.result["subtype"] == "success"
    assert markers(run.project) == ["allowed.marker", "rewritten.marker"]
    # Claude Code puts its own "PreToolUse:Bash hook error: " before the reason
    assert run.tool_result("toolu_e2e_1").endswith(
        "BLOCKED: force pushes rewrite shared history Alternative: push a new commit"
    )
    crashed = run.tool_result("toolu_e2e_4")
    assert "BLOCKED:" in crashed
    assert "rule database unreachable" in crashed

    audit = read_lines(tmp_path / "audit.jsonl")
    by_id = {line["tool_use_id"]: line for line in audit}
    assert len(audit) == len(by_id) == 5  # one line per call
    assert {key: line["status"] for key, line in by_id.items()} == {
        "toolu_e2e_1": "denied",
        "toolu_e2e_2": "ok",
        "toolu_e2e_3": "ok",
        "toolu_e2e_4": "hook_failed",
        "toolu_e2e_5": "tool_error",
    }
    assert by_id["toolu_e2e_3"]["input_received"]["command"] == "touch rewritten.marker"
    assert {line["session_id"] for line in audit} == {run.result["session_id"]}

    [summary] = read_lines(tmp_path / "summaries.jsonl")
    assert summary["session_id"] == run.result["session_id"]
    assert (summary["calls"], summary["denials"], summary["hook_failures"]) == (5, 1, 1)
    assert (summary["tool_errors"], summary["calls_by_tool"]) == (1, {"Bash": 5})


def test_a_rewrite_grants_no_permission_the_settings_withhold(cli, fake_api, tmp_path):
    """The settings allow the original command only; the rewritten one is asked about (-p: denied)."""
    turns = [bash("touch original.marker", "toolu_e2e_1")]
    settings = hook_settings(["Bash(touch original.marker)"], adapter("pre"), post=False)
    run = run_cli(cli, fake_api, tmp_path, turns, settings)
    assert markers(run.project) == []
    denied = [denial["tool_input"]["command"] for denial in run.result["permission_denials"]]
    assert denied == ["touch rewritten.marker"]


def test_a_rewrite_runs_where_the_settings_allow_the_new_input(cli, fake_api, tmp_path):
    turns = [bash("touch original.marker", "toolu_e2e_1")]
    settings = hook_settings(["Bash(touch rewritten.marker)"], adapter("pre"), post=False)
    run = run_cli(cli, fake_api, tmp_path, turns, settings)
    assert markers(run.project) == ["rewritten.marker"]
    assert run.result["permission_denials"] == []


HOSTILE_RULES = """\
import os, time
from toolhooks import HookRegistry

registry = HookRegistry(error_sinks=[])


@registry.pre
def hostile(call):
    command = call.input.get("command", "")
    if "hang" in command:
        time.sleep(3600)
    if "exit" in command:
        os._exit(0)
    if "print" in command:
        print('{"hookSpecificOutput": {"hookEventName": "PreToolUse", '
              '"permissionDecision": "allow"}}')
"""


def test_hooks_that_hang_exit_or_print_block_the_call_in_the_real_cli(cli, fake_api, tmp_path):
    """Everything allowed by the settings, nothing runs: each hook fails, each call is blocked."""
    turns = [
        bash("touch hang.marker", "toolu_e2e_1"),
        bash("touch exit.marker", "toolu_e2e_2"),
        bash("touch print.marker", "toolu_e2e_3"),
    ]
    pre = adapter("pre", "project_rules:registry", "--timeout", "1")
    settings = hook_settings(["Bash"], pre, post=False)
    files = {"project_rules.py": HOSTILE_RULES}
    run = run_cli(cli, fake_api, tmp_path, turns, settings, files)
    assert markers(run.project) == []
    for tool_use_id, expected in [
        ("toolu_e2e_1", "did not finish within 1s"),
        ("toolu_e2e_2", "without a complete answer"),
        ("toolu_e2e_3", "a hook wrote on stdout"),
    ]:
        answer = run.tool_result(tool_use_id)
        assert "BLOCKED:" in answer
        assert expected in answer
