"""The Claude Code adapter: sample payloads in the documented shape, in and out of process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from toolhooks import HookRegistry
from toolhooks.errors import ToolhooksError
from toolhooks.hosts.claude_code.adapter import (
    DEFAULT_TIMEOUT_S,
    EXIT_BLOCK,
    AdapterInputError,
    Arguments,
    handle,
    hook_timeout,
    load_registry,
    parse_arguments,
    trusted_context,
)
from toolhooks.hosts.claude_code.process_guard import Reply, run_guarded
from toolhooks.jsonl import read_lines
from toolhooks.testing import ErrorCapture, FixedClock, RecordingHook

from . import claude_code_hooks

ENV = {"TOOLHOOKS_USER_ID": "u_004", "TOOLHOOKS_TIER": "free"}


@pytest.fixture(autouse=True)
def _trail_in_tmp(tmp_path, monkeypatch):
    """``claude_code_hooks.build()`` writes its trail under the test's folder, not ./data."""
    monkeypatch.setenv("TOOLHOOKS_TEST_AUDIT", str(tmp_path / "audit.jsonl"))
    monkeypatch.setenv("TOOLHOOKS_TEST_SUMMARY", str(tmp_path / "summaries.jsonl"))
    monkeypatch.delenv("TOOLHOOKS_HOOK_TIMEOUT", raising=False)


def pre_payload(tool_name: str, tool_input: Any, **extra: Any) -> dict[str, Any]:
    """A PreToolUse payload as Claude Code sends it."""
    return {
        "session_id": "sess_cc_1",
        "transcript_path": "/home/dev/.claude/projects/demo/sess_cc_1.jsonl",
        "cwd": "/home/dev/demo",
        "permission_mode": "default",
        "hook_event_name": "PreToolUse",
        "tool_name": tool_name,
        "tool_input": tool_input,
        "tool_use_id": "toolu_01ABC",
        **extra,
    }


def run_pre(payload: Any, registry: HookRegistry | None = None, env: dict[str, str] = ENV):
    text = payload if isinstance(payload, str) else json.dumps(payload)
    registry = registry or claude_code_hooks.build()
    return handle("pre", text, registry, environ=env, clock=FixedClock())


def hook_output(stdout: str) -> dict[str, Any]:
    return json.loads(stdout)["hookSpecificOutput"]


def test_allow_prints_nothing_and_exits_zero():
    reply = run_pre(pre_payload("Bash", {"command": "git status"}))
    assert (reply.exit_code, reply.stdout, reply.stderr) == (0, "", "")


def test_deny_answers_with_the_blocked_text():
    reply = run_pre(pre_payload("Bash", {"command": "git push --force"}))
    assert reply.exit_code == 0
    assert hook_output(reply.stdout) == {
        "hookEventName": "PreToolUse",
        "permissionDecision": "deny",
        "permissionDecisionReason": "BLOCKED: force pushes rewrite shared history "
        "Alternative: push a new commit",
    }


def test_rewrite_answers_with_updated_input_and_no_permission_decision():
    """Claude Code then asks its own rules about the new input: a rewrite grants nothing."""
    reply = run_pre(pre_payload("Bash", {"command": "rm notes.txt", "timeout": 5}))
    assert hook_output(reply.stdout) == {
        "hookEventName": "PreToolUse",
        "updatedInput": {"command": "rm -i notes.txt", "timeout": 5},
    }


@pytest.mark.parametrize(
    ("tool_name", "expected"),
    [("Explode", "rule database unreachable"), ("Weird", "yes please")],
)
def test_crashing_or_invalid_pre_hook_fails_closed_with_exit_2(tool_name, expected):
    reply = run_pre(pre_payload(tool_name, {}))
    assert reply.exit_code == EXIT_BLOCK
    assert reply.stdout == ""
    assert reply.stderr.startswith("BLOCKED:")
    assert expected in reply.stderr


@pytest.mark.parametrize(
    ("stdin", "expected"),
    [
        ("{not json", "not JSON"),
        ("[1, 2]", "must be a JSON object"),
        (json.dumps(pre_payload("Bash", "rm -rf /")), "tool_input must be a JSON object"),
        (json.dumps(pre_payload("", {})), "tool_name"),
        (json.dumps({**pre_payload("Bash", {}), "session_id": ""}), "session_id"),
    ],
)
def test_malformed_stdin_blocks_the_call_with_a_reason(stdin, expected):
    reply = run_pre(stdin)
    assert reply.exit_code == EXIT_BLOCK
    assert expected in reply.stderr


def test_unknown_event_is_refused_and_names_the_right_subcommand():
    reply = run_pre({**pre_payload("Bash", {}), "hook_event_name": "PostToolUse"})
    assert reply.exit_code == EXIT_BLOCK
    assert "PreToolUse" in reply.stderr
    assert "post for PostToolUse" in reply.stderr
    after = handle(
        "post",
        json.dumps({"hook_event_name": "Notification"}),
        HookRegistry(error_sinks=[]),
        environ=ENV,
    )
    assert after.exit_code == 1  # after the fact nothing can be blocked: non-blocking error
    assert "Notification" in after.stderr


def test_user_id_from_names_the_variable_that_holds_the_identity():
    payload = pre_payload("Bash", {"command": "ls"})
    context = trusted_context(payload, {"TOOLHOOKS_USER_ID_FROM": "USER", "USER": "dev"})
    assert context.user_id == "dev"
    explicit = {"TOOLHOOKS_USER_ID": "u_004", "USER": "dev"}
    assert trusted_context(payload, explicit).user_id == "u_004"


def test_identity_comes_from_the_environment_never_from_tool_input():
    payload = pre_payload("lookup_user", {"user_id": "u_999", "tier": "premium"})
    context = trusted_context(payload, ENV)
    assert (context.user_id, context.tier, context.session_id) == ("u_004", "free", "sess_cc_1")
    assert context.attributes["cwd"] == "/home/dev/demo"


def test_free_tier_rule_sees_the_environment_tier_not_a_claim_in_the_input():
    payload = pre_payload("create_case_file", {"tier": "premium", "evidence": ["e1"]})
    denied = run_pre(payload)
    assert hook_output(denied.stdout)["permissionDecision"] == "deny"
    allowed = run_pre(payload, env={**ENV, "TOOLHOOKS_TIER": "premium"})
    assert allowed.stdout == ""


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({}, "TOOLHOOKS_USER_ID"),
        ({"USER": "dev"}, "no trusted user id"),  # no silent fallback to the login name
        ({"TOOLHOOKS_USER_ID": "  "}, "no trusted user id"),
        ({"TOOLHOOKS_USER_ID_FROM": "USER"}, "names USER, which is not set"),
        ({"TOOLHOOKS_USER_ID": "dev", "TOOLHOOKS_TIER": "gold"}, "tier"),
    ],
)
def test_missing_or_invalid_trusted_context_fails_closed(env, expected):
    reply = run_pre(pre_payload("Bash", {"command": "ls"}), env=env)
    assert reply.exit_code == EXIT_BLOCK
    assert expected in reply.stderr


def test_denials_and_hook_crashes_reach_the_post_hooks():
    seen = RecordingHook("audit", [])
    registry = claude_code_hooks.build()
    registry.post(seen)
    run_pre(pre_payload("Bash", {"command": "git push --force"}), registry)
    run_pre(pre_payload("Explode", {}), registry)
    run_pre(pre_payload("Bash", {"command": "ls"}), registry)  # allowed: Post runs later
    assert [outcome.status for outcome in seen.seen] == ["denied", "hook_failed"]


def test_post_and_stop_hooks_run_and_their_failures_never_block():
    errors = ErrorCapture()
    registry = HookRegistry(error_sinks=[errors])
    post, stop = RecordingHook("post", []), RecordingHook("stop", [])
    registry.post(RecordingHook("broken", [], raises=ValueError("disk full")))
    registry.post(post)
    registry.stop(stop)
    payload = {
        **pre_payload("Write", {"file_path": "/tmp/a"}),
        "hook_event_name": "PostToolUse",
        "tool_response": {"filePath": "/tmp/a", "success": True},
    }
    reply = handle("post", json.dumps(payload), registry, environ=ENV, clock=FixedClock())
    assert (reply.exit_code, reply.stdout) == (0, "")
    [outcome] = post.seen
    assert outcome.status == "ok"
    assert json.loads(outcome.result["content"]) == {"filePath": "/tmp/a", "success": True}
    stop_payload = {"session_id": "sess_cc_1", "hook_event_name": "Stop", "stop_hook_active": False}
    reply = handle("stop", json.dumps(stop_payload), registry, environ=ENV, clock=FixedClock())
    assert reply.exit_code == 0
    assert [event.context.session_id for event in stop.seen] == ["sess_cc_1"]
    assert [failure.hook_name for failure in errors.failures] == ["broken"]


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("tests.claude_code_hooks", "module:attribute"),
        ("tests.no_such_module:registry", "ModuleNotFoundError"),
        ("tests.claude_code_hooks:nothing", "AttributeError"),
        ("tests.claude_code_hooks:not_a_registry", "expected a HookRegistry"),
    ],
)
def test_bad_hooks_target_is_explained(target, expected):
    with pytest.raises(ToolhooksError, match=expected):
        load_registry(target)


def test_a_factory_function_is_accepted_as_the_target():
    assert isinstance(load_registry("tests.claude_code_hooks:build"), HookRegistry)


def run_command(
    event: str,
    stdin: str | bytes,
    tmp_path: Path,
    target: str = "tests.claude_code_hooks:registry",
    *options: str,
    env: dict[str, str] | None = None,
):
    """The adapter as Claude Code starts it: a new ``python -P -m`` process in ``tmp_path``."""
    return subprocess.run(
        [
            sys.executable,
            "-P",
            "-m",
            "toolhooks.hosts.claude_code",
            event,
            "--hooks",
            target,
            *options,
        ],
        input=stdin.encode() if isinstance(stdin, str) else stdin,
        capture_output=True,
        env=command_env(tmp_path) if env is None else env,
        cwd=tmp_path,
        check=False,
        timeout=60,
    )


def command_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("TOOLHOOKS_")}
    env.update(ENV)
    env["TOOLHOOKS_TEST_AUDIT"] = str(tmp_path / "audit.jsonl")
    env["TOOLHOOKS_TEST_SUMMARY"] = str(tmp_path / "summaries.jsonl")
    src = Path(__file__).parent.parent
    env["PYTHONPATH"] = os.pathsep.join([str(src), str(src / "src")])
    env.update(extra)
    return env


def test_the_command_denies_and_audits_end_to_end(tmp_path):
    done = run_command(
        "pre", json.dumps(pre_payload("Bash", {"command": "git push --force"})), tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert hook_output(done.stdout.decode())["permissionDecision"] == "deny"
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert (line["status"], line["denied_by"], line["user_id"]) == (
        "denied",
        "no_force_push",
        "u_004",
    )


def test_the_command_fails_closed_when_the_hooks_cannot_load(tmp_path):
    done = run_command(
        "pre", json.dumps(pre_payload("Bash", {})), tmp_path, "tests.nowhere:registry"
    )
    assert done.returncode == EXIT_BLOCK
    assert "cannot load hooks" in done.stderr.decode()
    after = run_command("post", "{}", tmp_path, "tests.nowhere:registry")
    assert after.returncode == 1


def test_a_failed_tool_is_audited_as_a_tool_error(tmp_path):
    """PostToolUseFailure: the tool ran and failed; Claude Code's error is the problem."""
    payload = {
        **pre_payload("Bash", {"command": "ls /nowhere"}),
        "hook_event_name": "PostToolUseFailure",
        "error": "Exit code 2\nls: cannot access '/nowhere'",
        "is_interrupt": False,
    }
    registry = claude_code_hooks.build()
    reply = handle("post", json.dumps(payload), registry, environ=ENV, clock=FixedClock())
    assert (reply.exit_code, reply.stdout) == (0, "")
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert (line["status"], line["is_error"]) == ("tool_error", True)
    assert line["problem"] == "Exit code 2\nls: cannot access '/nowhere'"
    assert line["output"] == line["problem"]
    interrupted = {**payload, "is_interrupt": True, "tool_use_id": "toolu_02"}
    handle("post", json.dumps(interrupted), registry, environ=ENV, clock=FixedClock())
    assert read_lines(tmp_path / "audit.jsonl")[1]["problem"].startswith("interrupted by the user")


def test_a_post_event_refused_is_still_audited_without_blocking(tmp_path):
    payload = {**pre_payload("Bash", {"command": "ls"}), "hook_event_name": "PostToolUse"}
    reply = handle("post", json.dumps(payload), claude_code_hooks.build(), environ={})
    assert reply.exit_code == 1  # after the fact: a non-blocking error
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert (line["status"], line["user_id"]) == ("invalid", "unidentified")


@pytest.mark.parametrize(
    ("flag", "env", "expected"),
    [
        (None, {}, DEFAULT_TIMEOUT_S),
        (None, {"TOOLHOOKS_HOOK_TIMEOUT": "1.5"}, 1.5),
        ("0.25", {"TOOLHOOKS_HOOK_TIMEOUT": "9"}, 0.25),  # the flag wins
    ],
)
def test_the_timeout_comes_from_the_flag_then_the_environment(flag, env, expected):
    assert hook_timeout(flag, env) == expected


@pytest.mark.parametrize("raw", ["0", "-1", "inf", "nan", "soon", "301"])
def test_a_timeout_that_is_not_a_sane_number_is_refused(raw):
    with pytest.raises(AdapterInputError, match="must be a number of seconds"):
        hook_timeout(raw, {})


class TestRunGuardedInProcess:
    """The guards without fork (the path Windows takes), driven directly."""

    def test_what_the_work_prints_is_captured_not_written(self, capfd):
        def work():
            print("noise")
            os.write(1, b"more noise")
            return Reply(0)

        ran = run_guarded(work, timeout_s=5)
        assert (ran.reply, ran.printed) == (Reply(0), "noise\nmore noise")
        assert capfd.readouterr().out == ""

    def test_a_base_exception_is_a_problem_not_a_crash(self):
        def work():
            raise KeyboardInterrupt

        ran = run_guarded(work, timeout_s=5)
        assert ran.reply is None
        assert ran.problem == "the hooks raised KeyboardInterrupt"

    def test_work_that_hangs_is_given_up_after_the_timeout(self):
        release, seen = __import__("threading").Event(), []

        def work():
            release.wait(30)
            return Reply(0)

        ran = run_guarded(work, timeout_s=0.2, on_timeout=lambda: seen.append("timeout"))
        release.set()
        assert ran.reply is None
        assert "did not finish within 0.2s" in (ran.problem or "")
        assert seen == ["timeout"]


def _project_rules(folder: Path, body: str) -> None:
    (folder / "project_rules.py").write_text(
        "from toolhooks import Deny, HookRegistry\n"
        "registry = HookRegistry(error_sinks=[])\n"
        "@registry.pre\n"
        "def report(call):\n" + body
    )


def test_json_py_and_jsonschema_py_in_the_project_folder_shadow_nothing(tmp_path):
    """The agent wrote json.py and jsonschema.py where the hook runs: neither is imported."""
    (tmp_path / "json.py").write_text("import sys\nsys.exit(0)  # would allow every call\n")
    (tmp_path / "jsonschema.py").write_text("import os\nos._exit(0)\n")
    _project_rules(
        tmp_path,
        "    import json, jsonschema\n"
        "    here = lambda module: 'project' if module.__file__.startswith(call.input['dir']) "
        "else 'installed'\n"
        "    return Deny(f'json: {here(json)}, jsonschema: {here(jsonschema)}')\n",
    )
    payload = json.dumps(pre_payload("Bash", {"dir": str(tmp_path)}))
    # The hook imports jsonschema (a second or more on a busy machine): the adapter's 5 s
    # default limit is not what this test is about.
    done = run_command("pre", payload, tmp_path, "project_rules:registry", "--timeout", "60")
    assert done.returncode == 0, done.stderr
    reason = hook_output(done.stdout.decode())["permissionDecisionReason"]
    assert reason == "BLOCKED: json: installed, jsonschema: installed"


def test_without_dash_p_the_project_folder_still_goes_last_for_the_hooks(tmp_path):
    """Plain ``python -m``: the adapter moves the folder last before it imports the hooks."""
    (tmp_path / "csv.py").write_text("import sys\nsys.exit(0)\n")
    _project_rules(
        tmp_path,
        "    import csv\n"
        "    return Deny('csv from ' + ('project' if hasattr(csv, 'exit') else 'stdlib'))\n",
    )
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "toolhooks.hosts.claude_code",
            "pre",
            "--hooks",
            "project_rules:registry",
        ],
        input=json.dumps(pre_payload("Bash", {})).encode(),
        capture_output=True,
        env=command_env(tmp_path),
        cwd=tmp_path,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert (
        hook_output(done.stdout.decode())["permissionDecisionReason"] == "BLOCKED: csv from stdlib"
    )


def test_the_answer_is_ascii_json_whatever_the_locale(tmp_path):
    _project_rules(tmp_path, "    return Deny('pas de push forcé ✋ ' + call.input['why'])\n")
    env = command_env(tmp_path, PYTHONIOENCODING="ascii", LC_ALL="C", LANG="C")
    payload = json.dumps(pre_payload("Bash", {"why": "déjà vu \U0001f600"}), ensure_ascii=False)
    done = run_command("pre", payload, tmp_path, "project_rules:registry", env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.isascii()
    reason = hook_output(done.stdout.decode("ascii"))["permissionDecisionReason"]
    assert reason == "BLOCKED: pas de push forcé ✋ déjà vu \U0001f600"


def test_the_user_id_flag_reads_the_named_variable(tmp_path):
    env = command_env(tmp_path, USER="dev")
    del env["TOOLHOOKS_USER_ID"]
    payload = json.dumps(pre_payload("Bash", {"command": "git push --force"}))
    done = run_command(
        "pre",
        payload,
        tmp_path,
        "tests.claude_code_hooks:registry",
        "--user-id-from",
        "USER",
        env=env,
    )
    assert done.returncode == 0, done.stderr
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert line["user_id"] == "dev"


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["pre", "--hooks", "m:r"], Arguments("pre", "m:r")),
        (["--hooks=m:r", "post"], Arguments("post", "m:r")),
        (
            ["stop", "--hooks", "m:r", "--timeout", "3", "--user-id-from=USER"],
            Arguments("stop", "m:r", timeout="3", user_id_from="USER"),
        ),
        (["pre", "--timeout=", "--hooks", "m:r"], Arguments("pre", "m:r", timeout="")),
    ],
)
def test_the_command_line_takes_an_event_and_three_options(argv, expected):
    assert parse_arguments(argv) == expected


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], "expected one event, pre, post, stop, start, prompt, permission, got []"),
        (["--hooks", "m:r"], "expected one event"),
        (["pre", "post", "--hooks", "m:r"], "got ['pre', 'post']"),
        (["PreToolUse", "--hooks", "m:r"], "got ['PreToolUse']"),
        (["pre"], "--hooks MODULE:ATTRIBUTE is required"),
        (["pre", "--hooks"], "--hooks needs a value"),
        (["pre", "--hooks", "m:r", "--hooks", "n:s"], "--hooks is given twice"),
        (["pre", "--hooks", "m:r", "--help"], "unknown option '--help'"),
        (["pre", "-h", "--hooks", "m:r"], "unknown option '-h'"),
        (["pre", "--hook", "m:r"], "unknown option '--hook'"),
    ],
)
def test_a_bad_command_line_is_refused_with_the_usage(argv, expected):
    with pytest.raises(ToolhooksError, match="bad command line") as caught:
        parse_arguments(argv)
    assert expected in str(caught.value)
    assert "usage: toolhooks-claude-code {pre,post,stop,start,prompt,permission} --hooks" in str(
        caught.value
    )


def test_help_blocks_a_pre_call_instead_of_exiting_zero(tmp_path):
    """``--help`` answers nothing Claude Code could read as "allow": exit 2, usage on stderr."""
    done = run_command(
        "pre",
        json.dumps(pre_payload("Bash", {"command": "ls"})),
        tmp_path,
        "tests.claude_code_hooks:registry",
        "--help",
    )
    assert done.returncode == 2
    assert b"usage: toolhooks-claude-code" in done.stderr


def test_the_console_script_is_the_same_adapter(tmp_path):
    """``.venv/bin/toolhooks-claude-code``, as the README's settings start it, denies and allows."""
    script = Path(sys.executable).parent / "toolhooks-claude-code"
    assert script.exists(), "pip install -e . creates the console script next to python"
    answers = {}
    for command in ("git push --force", "git status"):
        done = subprocess.run(
            [str(script), "pre", "--hooks", "tests.claude_code_hooks:registry"],
            input=json.dumps(pre_payload("Bash", {"command": command})).encode(),
            capture_output=True,
            env=command_env(tmp_path),
            cwd=Path(__file__).parent.parent,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        answers[command] = done.stdout
    denial = json.loads(answers["git push --force"])["hookSpecificOutput"]
    assert denial["permissionDecision"] == "deny"
    assert denial["permissionDecisionReason"].startswith("BLOCKED: force pushes")
    assert answers["git status"] == b""
