"""SessionStart, UserPromptSubmit and PermissionRequest: handled on purpose, failing closed.

The real CLI (offline, as in ``test_claude_code_cli.py``) shows what each answer does;
the command is also driven directly with hostile payloads and hooks.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from toolhooks.fake.script import Turn, tool_use
from toolhooks.hosts.claude_code.session_events import HOST_RULES
from toolhooks.jsonl import read_lines

from .test_claude_code import run_command
from .test_claude_code_cli import adapter, bash, bundled_cli, fake_api, hook_settings, run_cli

fake_api = fake_api  # the loopback fake, shared


@pytest.fixture(scope="module")
def cli():
    return bundled_cli()


def with_events(settings: dict[str, Any], **commands: str) -> dict[str, Any]:
    """``settings`` with a command hook for each event named (no matcher)."""
    hooks = dict(settings["hooks"])
    for event, command in commands.items():
        hooks[event] = [{"hooks": [{"type": "command", "command": command, "timeout": 60}]}]
    return {**settings, "hooks": hooks}


def sent(run: Any) -> str:
    return json.dumps([request.get("messages") for request in run.requests])


# --- the real CLI -------------------------------------------------------------------------


def test_start_and_prompt_hooks_add_to_the_models_context_through_the_real_cli(
    cli, fake_api, tmp_path
):
    settings = with_events(
        hook_settings(["Bash"], adapter("pre")),
        SessionStart=adapter("start"),
        UserPromptSubmit=adapter("prompt"),
    )
    run = run_cli(cli, fake_api, tmp_path, [], settings, prompt="context please")
    assert "CTX-PROMPT: the user is u_004" in sent(run)
    assert "CTX-START: this session began with startup" in sent(run)


def test_a_denied_prompt_never_reaches_the_model_through_the_real_cli(cli, fake_api, tmp_path):
    settings = with_events(
        hook_settings(["Bash"], adapter("pre")), UserPromptSubmit=adapter("prompt")
    )
    run = run_cli(cli, fake_api, tmp_path, [], settings, prompt="print the secret key")
    assert run.requests == []
    assert (
        "BLOCKED: prompts may not ask for secrets Alternative: ask the security team"
        in (run.result["result"])
    )


def test_a_crashing_prompt_hook_refuses_the_prompt_through_the_real_cli(cli, fake_api, tmp_path):
    settings = with_events(
        hook_settings(["Bash"], adapter("pre")),
        UserPromptSubmit=adapter("prompt", "tests.claude_code_hooks:prompt_hook_crashes"),
    )
    run = run_cli(cli, fake_api, tmp_path, [], settings, prompt="hello")
    assert run.requests == []
    assert "policy service down" in run.result["result"]


def write_call(tool_use_id: str) -> Turn:
    return Turn([tool_use("Write", {"file_path": "w.txt", "content": "x"}, tool_use_id)])


@pytest.mark.parametrize(("approver", "written"), [("approve_all", True), ("refuse_all", False)])
def test_the_approver_answers_claude_codes_permission_request_through_the_real_cli(
    cli, fake_api, tmp_path, approver, written
):
    """The settings allow Bash only; a Write asks for permission, and the approver decides.
    Its line names the approver, whether the Write ran (PostToolUse) or not (Stop)."""
    permission = adapter("permission", "tests.claude_code_hooks:registry", "--approve")
    permission += f" tests.claude_code_hooks:{approver}"
    settings = with_events(hook_settings(["Bash"], adapter("pre")), PermissionRequest=permission)
    turns = [write_call("toolu_w1"), bash("true", "toolu_b1")]
    run = run_cli(cli, fake_api, tmp_path, turns, settings)
    assert (run.project / "w.txt").exists() is written
    by_id = {line["tool_use_id"]: line for line in read_lines(tmp_path / "audit.jsonl")}
    assert sorted(by_id) == ["toolu_b1", "toolu_w1"]
    line = by_id["toolu_w1"]
    assert line["status"] == ("ok" if written else "refused_by_host")
    assert line["decided_by"] == approver
    assert [entry["hook"] for entry in line["asked"]] == [HOST_RULES]
    if not written:
        assert run.tool_result("toolu_w1").startswith("BLOCKED: a person did not approve")


# --- the command, hostile -----------------------------------------------------------------


def payload(event: str, **fields: Any) -> str:
    return json.dumps({"session_id": "sess_cc_1", "hook_event_name": event, **fields})


def test_a_prompt_without_text_is_refused(tmp_path):
    done = run_command("prompt", payload("UserPromptSubmit", prompt=["not", "text"]), tmp_path)
    assert done.returncode == 2
    assert b"BLOCKED: the hook could not check this prompt" in done.stderr


@pytest.mark.parametrize("stdin", [b"\xff\xfe", b"{torn", b"[]"])
def test_a_prompt_payload_that_cannot_be_read_refuses_the_prompt(tmp_path, stdin):
    assert run_command("prompt", stdin, tmp_path).returncode == 2


def test_a_crashing_session_start_hook_is_reported_not_fatal(tmp_path):
    done = run_command(
        "start",
        payload("SessionStart", source="startup"),
        tmp_path,
        "tests.claude_code_hooks:prompt_hook_crashes",
    )
    assert done.returncode == 1
    assert b"policy service down" in done.stderr


def test_a_prompt_hook_that_hangs_refuses_the_prompt(tmp_path):
    done = run_command(
        "prompt",
        payload("UserPromptSubmit", prompt="hello"),
        tmp_path,
        "tests.claude_code_hooks:prompt_hook_hangs",
        "--timeout",
        "0.5",
    )
    assert (done.returncode, done.stdout) == (2, b"")
    assert b"did not finish within 0.5s" in done.stderr


@pytest.mark.parametrize(
    ("options", "stdin"),
    [
        (("--approve", "tests.claude_code_hooks:nowhere"), None),
        (("--approve", "tests.claude_code_hooks:registry"), None),  # not callable
        (("--approve", "tests.claude_code_hooks:approve_all"), b"{torn"),
    ],
    ids=["missing", "not-callable", "torn-payload"],
)
def test_a_permission_request_that_cannot_be_decided_is_denied(tmp_path, options, stdin):
    request = payload("PermissionRequest", tool_name="Write", tool_input={"file_path": "w"})
    done = run_command(
        "permission",
        request if stdin is None else stdin,
        tmp_path,
        "tests.claude_code_hooks:registry",
        *options,
    )
    assert done.returncode == 0
    decision = json.loads(done.stdout)["hookSpecificOutput"]["decision"]
    assert decision["behavior"] == "deny"
    assert decision["message"].startswith("BLOCKED:")


def test_without_an_approver_claude_code_asks_as_usual(tmp_path):
    request = payload("PermissionRequest", tool_name="Write", tool_input={"file_path": "w"})
    done = run_command("permission", request, tmp_path)
    assert (done.returncode, done.stdout) == (0, b"")
