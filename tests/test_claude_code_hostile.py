"""The adapter never fails open: a catalog of hostile payloads and hooks, each refused.

Every entry must end with exit 2 (the only exit code that blocks a PreToolUse call), a
``BLOCKED:`` reason on stderr naming the problem, and nothing on stdout but the adapter's
own valid JSON (here: nothing). Payload problems run in process through ``handle``; every
case about the process (printing, hanging, exiting, dying, importing, encodings, the
command line) runs as a real ``python -P -m toolhooks.hosts.claude_code`` subprocess.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from toolhooks.hosts.claude_code.adapter import EXIT_BLOCK, handle
from toolhooks.jsonl import read_lines
from toolhooks.testing import FixedClock

from . import claude_code_hooks
from .test_claude_code import ENV, command_env, pre_payload, run_command


def assert_refused(code: int, stdout: bytes | str, stderr: bytes | str, expected: str) -> None:
    """Exit 2, a BLOCKED reason that names the problem, and no decision on stdout."""
    out = stdout.decode("ascii") if isinstance(stdout, bytes) else stdout
    err = stderr.decode("utf-8", errors="replace") if isinstance(stderr, bytes) else stderr
    assert code == EXIT_BLOCK, (code, out, err)
    assert "BLOCKED:" in err, err
    assert expected in err, err
    if out.strip():
        json.loads(out)  # valid JSON if anything; no case here should print at all
    assert out == "", out


# --- payloads: checked before any hook runs -----------------------------------------------

GOOD = pre_payload("Bash", {"command": "ls"})
DEEP = "[" * 100_000 + "]" * 100_000


def _with(**changes: Any) -> str:
    return json.dumps({**GOOD, **changes})


def _without(key: str) -> str:
    return json.dumps({k: v for k, v in GOOD.items() if k != key})


PAYLOADS: dict[str, tuple[str, dict[str, str], str]] = {
    # id: (stdin text, environment, expected in stderr)
    "empty stdin": ("", ENV, "not JSON"),
    "not json": ("{not json", ENV, "not JSON"),
    "truncated json": (json.dumps(GOOD)[:-5], ENV, "not JSON"),
    "json array": ("[1, 2]", ENV, "must be a JSON object"),
    "json string": ('"PreToolUse"', ENV, "must be a JSON object"),
    "json null": ("null", ENV, "must be a JSON object"),
    "json number": ("2", ENV, "must be a JSON object"),
    "nested too deeply": (DEEP, ENV, "nested too deeply"),
    "NaN literal": ('{"hook_event_name": NaN}', ENV, "hook_event_name nan"),
    "no event name": (_without("hook_event_name"), ENV, "hook_event_name None"),
    "post event to pre": (_with(hook_event_name="PostToolUse"), ENV, "PreToolUse"),
    "event name not a string": (_with(hook_event_name=["PreToolUse"]), ENV, "hook_event_name"),
    "no tool_name": (_without("tool_name"), ENV, "tool_name"),
    "tool_name number": (_with(tool_name=7), ENV, "tool_name"),
    "tool_name empty": (_with(tool_name=""), ENV, "tool_name"),
    "no tool_input": (_without("tool_input"), ENV, "tool_input must be a JSON object"),
    "tool_input string": (_with(tool_input="rm -rf /"), ENV, "tool_input must be a JSON object"),
    "tool_input list": (_with(tool_input=["rm"]), ENV, "tool_input must be a JSON object"),
    "tool_input null": (_with(tool_input=None), ENV, "tool_input must be a JSON object"),
    "tool_use_id number": (_with(tool_use_id=12), ENV, "tool_use_id must be a string"),
    "no session_id": (_without("session_id"), ENV, "session_id"),
    "session_id empty": (_with(session_id=""), ENV, "session_id"),
    "session_id number": (_with(session_id=5), ENV, "session_id"),
    "no identity": (json.dumps(GOOD), {}, "TOOLHOOKS_USER_ID"),
    "login name is not an identity": (json.dumps(GOOD), {"USER": "dev"}, "no trusted user id"),
    "blank identity": (json.dumps(GOOD), {"TOOLHOOKS_USER_ID": " \t"}, "no trusted user id"),
    "identity variable unset": (
        json.dumps(GOOD),
        {"TOOLHOOKS_USER_ID_FROM": "NOT_SET_ANYWHERE"},
        "NOT_SET_ANYWHERE",
    ),
    "unknown tier": (json.dumps(GOOD), {**ENV, "TOOLHOOKS_TIER": "platinum"}, "tier"),
}

# Pre hooks whose decision cannot be sent, or that break: in process, through handle.
DECISIONS: dict[str, tuple[str, str]] = {
    "rewrite with NaN": ("rewrite_nan", "['value'] is nan"),
    "rewrite with inf": ("rewrite_inf", "['value'] is inf"),
    "rewrite with -inf": ("rewrite_minus_inf", "['value'] is -inf"),
    "rewrite with a lone surrogate": ("rewrite_lone_surrogate", "lone surrogate"),
    "rewrite with a set": ("rewrite_set", "set, which JSON cannot carry"),
    "rewrite with bytes": ("rewrite_bytes", "bytes, which JSON cannot carry"),
    "rewrite with an object": ("rewrite_object", "object, which JSON cannot carry"),
    "rewrite with a number key": ("rewrite_int_key", "1"),
    "deny with a lone surrogate": ("deny_lone_surrogate", "lone surrogate"),
    "hook raises": ("explode", "rule database unreachable"),
    "hook returns junk": ("weird", "yes please"),
}


@pytest.fixture
def registry(tmp_path, monkeypatch):
    monkeypatch.setenv("TOOLHOOKS_TEST_AUDIT", str(tmp_path / "audit.jsonl"))
    monkeypatch.setenv("TOOLHOOKS_TEST_SUMMARY", str(tmp_path / "summaries.jsonl"))
    return claude_code_hooks.build()


@pytest.mark.parametrize("case", PAYLOADS, ids=list(PAYLOADS))
def test_a_hostile_payload_is_refused_and_audited(case, registry, tmp_path):
    """Refused before any hook ran, and still written to the audit trail as invalid."""
    stdin, env, expected = PAYLOADS[case]
    reply = handle("pre", stdin, registry, environ=env, clock=FixedClock())
    assert_refused(reply.exit_code, reply.stdout, reply.stderr, expected)
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert line["status"] == "invalid"
    assert line["problem"].startswith("refused before any hook ran")


@pytest.mark.parametrize("case", DECISIONS, ids=list(DECISIONS))
def test_a_decision_json_cannot_carry_or_a_broken_hook_is_refused(case, tmp_path, monkeypatch):
    monkeypatch.setenv("TOOLHOOKS_TEST_AUDIT", str(tmp_path / "audit.jsonl"))
    factory, expected = DECISIONS[case]
    if factory in ("explode", "weird"):
        registry = claude_code_hooks.build()
        payload = pre_payload("Explode" if factory == "explode" else "Weird", {})
    else:
        registry = getattr(claude_code_hooks, factory)()
        payload = pre_payload("Bash", {"command": "ls"})
    reply = handle("pre", json.dumps(payload), registry, environ=ENV, clock=FixedClock())
    assert_refused(reply.exit_code, reply.stdout, reply.stderr, expected)


# --- the process: real subprocesses ------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """One hostile run of the command: hooks target, stdin, options, project files."""

    target: str
    expected: str
    stdin: bytes = json.dumps(GOOD).encode()
    options: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)
    unset: tuple[str, ...] = ()


def _hostile(name: str, expected: str, *options: str) -> Case:
    return Case(f"tests.claude_code_hooks:{name}", expected, options=options)


def _module(source: str, expected: str) -> Case:
    """A hooks module in the project folder that misbehaves while it is imported."""
    return Case("project_rules:registry", expected, files={"project_rules.py": source})


FAST = ("--timeout", "0.5")
WROTE = "a hook wrote on stdout"
NO_ANSWER = "without a complete answer"
PROCESS: dict[str, Case] = {
    # hooks that print, on sys.stdout or straight to file descriptor 1
    "hook prints": _hostile("prints", WROTE),
    "hook prints an allow decision": _hostile("prints_allow", WROTE),
    "hook writes to fd 1": _hostile("writes_fd_1", WROTE),
    # hooks that do not finish
    "hook sleeps": _hostile("hangs", "did not finish within 0.5s", *FAST),
    "hook spins": _hostile("spins", "did not finish within 0.5s", *FAST),
    "observer hangs after a denial": _hostile(
        "denies_then_observer_hangs", "did not finish within 0.5s", *FAST
    ),
    # hooks that leave
    "hook calls sys.exit(0)": _hostile("sys_exit_0", "SystemExit"),
    "hook calls sys.exit(2)": _hostile("sys_exit_2", "SystemExit: 2"),
    "hook calls sys.exit with a message": _hostile("sys_exit_message", "SystemExit: bye"),
    "hook raises KeyboardInterrupt": _hostile("keyboard_interrupt", "KeyboardInterrupt"),
    "hook raises GeneratorExit": _hostile("generator_exit", "GeneratorExit"),
    "hook raises its own BaseException": _hostile("own_base_exception", "Halt: stop everything"),
    "hook calls os._exit(0)": _hostile("os_exit_0", NO_ANSWER),
    "hook kills its process": _hostile("kills_itself", "killed by signal 9"),
    "hook crashes the interpreter": _hostile("segfaults", "killed by signal 11"),
    # the hooks target
    "factory raises": _hostile("factory_raises", "cannot reach the rules service"),
    "factory calls sys.exit(0)": _hostile("factory_exits", "SystemExit"),
    "factory returns None": _hostile("factory_returns_none", "expected a HookRegistry"),
    "no such module": Case("tests.nowhere:registry", "ModuleNotFoundError"),
    "no such attribute": Case("tests.claude_code_hooks:nothing", "AttributeError"),
    "target without attribute": Case("tests.claude_code_hooks", "module:attribute"),
    "import calls sys.exit(0)": _module("import sys\nsys.exit(0)\n", "SystemExit"),
    "import calls os._exit(0)": _module("import os\nos._exit(0)\n", NO_ANSWER),
    "import raises KeyboardInterrupt": _module("raise KeyboardInterrupt\n", "KeyboardInterrupt"),
    "import raises": _module("raise RuntimeError('no config')\n", "no config"),
    "import has a syntax error": _module("def broken(:\n", "SyntaxError"),
    "import prints": _module(
        "print('loading rules')\nfrom toolhooks import HookRegistry\n"
        "registry = HookRegistry(error_sinks=[])\n",
        WROTE,
    ),
    "import hangs": Case(
        "project_rules:registry",
        "did not finish within 0.5s",
        options=FAST,
        files={"project_rules.py": "import time\ntime.sleep(3600)\n"},
    ),
    # encodings
    "stdin is Latin-1": Case(
        "tests.claude_code_hooks:registry",
        "not UTF-8 (byte b'\\xe9' at position",
        stdin=json.dumps(pre_payload("Bash", {"command": "echo café"}), ensure_ascii=False).encode(
            "latin-1"
        ),
    ),
    "stdin has invalid UTF-8": Case(
        "tests.claude_code_hooks:registry", "not UTF-8", stdin=b'{"a": "\xff\xfe"}'
    ),
    "stdin has a UTF-8 BOM": Case(
        "tests.claude_code_hooks:registry",
        "not JSON",
        stdin=b"\xef\xbb\xbf" + json.dumps(GOOD).encode(),
    ),
    "rewrite with NaN, in a process": _hostile("rewrite_nan", "['value'] is nan"),
    "rewrite with a lone surrogate, in a process": _hostile(
        "rewrite_lone_surrogate", "lone surrogate"
    ),
    # the command line and the environment
    "no --hooks": Case("", "--hooks MODULE:ATTRIBUTE is required"),
    "timeout not a number": _hostile("prints", "--timeout must be a number", "--timeout", "soon"),
    "timeout zero": _hostile("prints", "--timeout must be a number", "--timeout", "0"),
    "timeout NaN": _hostile("prints", "--timeout must be a number", "--timeout", "nan"),
    "timeout too long": _hostile("prints", "--timeout must be a number", "--timeout", "1e9"),
    "timeout variable negative": Case(
        "tests.claude_code_hooks:registry",
        "TOOLHOOKS_HOOK_TIMEOUT must be a number",
        env={"TOOLHOOKS_HOOK_TIMEOUT": "-1"},
    ),
    "no identity, in a process": Case(
        "tests.claude_code_hooks:registry", "TOOLHOOKS_USER_ID", unset=("TOOLHOOKS_USER_ID",)
    ),
    "identity flag names an empty variable": Case(
        "tests.claude_code_hooks:registry",
        "names NOBODY_HERE",
        options=("--user-id-from", "NOBODY_HERE"),
    ),
}


def run_case(case: Case, tmp_path: Path):
    for name, source in case.files.items():
        (tmp_path / name).write_text(source)
    env = command_env(tmp_path, **case.env)
    for key in case.unset:
        env.pop(key, None)
    if not case.target:  # the command line without --hooks
        return subprocess.run(
            [sys.executable, "-P", "-m", "toolhooks.hosts.claude_code", "pre"],
            input=case.stdin,
            capture_output=True,
            env=env,
            cwd=tmp_path,
            check=False,
            timeout=60,
        )
    return run_command("pre", case.stdin, tmp_path, case.target, *case.options, env=env)


@pytest.mark.parametrize("case", PROCESS, ids=list(PROCESS))
def test_a_hostile_process_is_refused(case, tmp_path):
    done = run_case(PROCESS[case], tmp_path)
    assert_refused(done.returncode, done.stdout, done.stderr, PROCESS[case].expected)


def test_the_catalog_is_large_enough():
    """The issue asks for at least 46 hostile entries."""
    assert len(PAYLOADS) + len(DECISIONS) + len(PROCESS) >= 46


def test_a_hook_that_times_out_is_audited_as_hook_failed(tmp_path):
    done = run_case(PROCESS["hook sleeps"], tmp_path)
    assert done.returncode == EXIT_BLOCK
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert (line["status"], line["tool_use_id"]) == ("hook_failed", "toolu_01ABC")
    assert "did not finish within 0.5s" in line["problem"]


def test_a_crashing_hook_in_a_process_is_audited_once(tmp_path):
    done = run_case(PROCESS["hook raises KeyboardInterrupt"], tmp_path)
    assert done.returncode == EXIT_BLOCK
    [line] = read_lines(tmp_path / "audit.jsonl")
    assert line["status"] == "hook_failed"
    assert "KeyboardInterrupt" in line["problem"]
