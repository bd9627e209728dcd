"""The doctor's hostile catalog: settings that fail open, one way each, and settings that do not.

Each :class:`Case` is a folder to build (``home/`` and ``project/``, settings files and
scripts) and the finding the doctor must report. ``tests/test_doctor.py`` checks every case
with :func:`~toolhooks.hosts.claude_code.doctor.diagnose`; ``tests/test_doctor_cli.py`` runs a
subset in the real Claude Code CLI, broken and fixed, to show the call really runs.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PROJECT_SETTINGS = "project/.claude/settings.json"
LOCAL_SETTINGS = "project/.claude/settings.local.json"
USER_SETTINGS = "home/.claude/settings.json"

DENY_ALL = "#!/bin/sh\ncat >/dev/null\necho 'BLOCKED: nothing runs here' >&2\nexit 2\n"
"""A guard that reads its payload and blocks every call: exit 2, the reason on stderr."""
ALLOW_ALL = "#!/bin/sh\ncat >/dev/null\nexit 0\n"
"""A guard that decides nothing: exit 0 lets every call run."""
EXIT_ONE_GUARD = (
    "#!/usr/bin/env python3\nimport json, sys\n"
    "call = json.load(sys.stdin)\n"
    "if 'rm ' in call['tool_input'].get('command', ''):\n"
    "    print('BLOCKED: no rm', file=sys.stderr)\n"
    "    sys.exit(1)\n"
)
LENIENT_JSON_GUARD = (
    "#!/usr/bin/env python3\nimport json, sys\n"
    "try:\n    call = json.load(sys.stdin)\nexcept ValueError:\n    sys.exit(0)\n"
    "print('BLOCKED: not today', file=sys.stderr)\nsys.exit(2)\n"
)
"""Denies every call it can read; lets a payload it cannot parse through (exit 0)."""
LENIENT_TEXT_GUARD = (
    "#!/usr/bin/env python3\nimport json, sys\n"
    "raw = sys.stdin.buffer.read()\n"
    "try:\n    text = raw.decode('utf-8')\nexcept UnicodeDecodeError:\n    sys.exit(0)\n"
    "try:\n    json.loads(text)\nexcept ValueError:\n    sys.exit(2)\n"
    "print('BLOCKED: not today', file=sys.stderr)\nsys.exit(2)\n"
)
SMALL_BUFFER_GUARD = (
    "#!/usr/bin/env python3\nimport json, os, sys\n"
    "raw = os.read(0, 65536)\n"
    "try:\n    json.loads(raw)\nexcept ValueError:\n    sys.exit(0)\n"
    "print('BLOCKED: not today', file=sys.stderr)\nsys.exit(2)\n"
)
"""Reads one pipe buffer only: a huge input is cut, fails to parse, and is let through."""

GUARD = "$CLAUDE_PROJECT_DIR/guard.sh"
"""How a settings file names the project's guard (``guard.sh``)."""


def pre(command: str = GUARD, matcher: str | None = "Bash", **fields: Any) -> dict[str, Any]:
    """Settings with one PreToolUse command hook; ``fields`` replace the safe defaults."""
    hook = {"type": "command", "command": command, "timeout": 30, "onFailure": "block"}
    hook.update(fields)
    hook = {key: value for key, value in hook.items() if value is not None}
    entry: dict[str, Any] = {"hooks": [hook]}
    if matcher is not None:
        entry["matcher"] = matcher
    return {"hooks": {"PreToolUse": [entry]}}


@dataclass(frozen=True)
class Case:
    """One settings layout; ``kind`` is the finding it must produce (``None``: no finding)."""

    name: str
    kind: str | None
    files: dict[str, Any] = field(default_factory=dict)
    scripts: dict[str, str] = field(default_factory=lambda: {"guard.sh": DENY_ALL})
    probe: bool = False
    modes: dict[str, int] = field(default_factory=dict)

    def build(self, root: Path) -> tuple[Path, Path]:
        """Write the case under ``root``; returns (project, home)."""
        project, home = root / "project", root / "home"
        (project / ".claude").mkdir(parents=True)
        (home / ".claude").mkdir(parents=True)
        for name, source in self.scripts.items():
            path = project / name
            path.write_text(source)
            path.chmod(self.modes.get(name, 0o755))
        for relative, content in self.files.items():
            data = content if isinstance(content, bytes) else json.dumps(content).encode()
            (root / relative).write_bytes(data)
        return project, home


FAILS_OPEN = [
    Case("not JSON", "settings_not_json", {PROJECT_SETTINGS: b'{"hooks": {"PreToolUse": ['}),
    Case("not UTF-8", "settings_not_utf8", {PROJECT_SETTINGS: b'{"hooks": {}, "n": "\xff"}'}),
    Case(
        "huge file",
        "settings_too_large",
        {PROJECT_SETTINGS: b'{"hooks": {}, "pad": "' + b"x" * 4_100_000 + b'"}'},
    ),
    Case("deeply nested", "settings_not_json", {PROJECT_SETTINGS: b"[" * 100_000}),
    Case("a JSON array", "settings_not_object", {PROJECT_SETTINGS: [pre()]}),
    Case("hooks is an array", "wrong_type", {PROJECT_SETTINGS: {"hooks": [pre()["hooks"]]}}),
    Case(
        "event is an object",
        "wrong_type",
        {PROJECT_SETTINGS: {"hooks": {"PreToolUse": pre()["hooks"]["PreToolUse"][0]}}},
    ),
    Case(
        "inner hooks is a string",
        "wrong_type",
        {USER_SETTINGS: {"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": GUARD}]}}},
    ),
    Case(
        "matcher is a number",
        "wrong_type",
        {PROJECT_SETTINGS: {"hooks": {"PreToolUse": [{"matcher": 1, "hooks": []}]}}},
    ),
    Case(
        "lower-case event",
        "unknown_event",
        {PROJECT_SETTINGS: {"hooks": {"pretooluse": pre()["hooks"]["PreToolUse"]}}},
    ),
    Case(
        "misspelt event",
        "unknown_event",
        {LOCAL_SETTINGS: {"hooks": {"PreToolUsage": pre()["hooks"]["PreToolUse"]}}},
    ),
    Case("unknown hook type", "unknown_hook_type", {PROJECT_SETTINGS: pre(type="shell")}),
    Case("empty command", "empty_command", {PROJECT_SETTINGS: pre(command="  ")}),
    Case(
        "missing command",
        "command_missing",
        {PROJECT_SETTINGS: pre("/nonexistent-venv/bin/guard", onFailure=None)},
    ),
    Case(
        "not executable",
        "not_executable",
        {PROJECT_SETTINGS: pre(onFailure=None)},
        modes={"guard.sh": 0o644},
    ),
    Case(
        "interpreter on a missing script",
        "interpreter_exits_on_its_own",
        {PROJECT_SETTINGS: pre("node $CLAUDE_PROJECT_DIR/guard.js", onFailure=None)},
    ),
    Case("no onFailure", "no_on_failure", {PROJECT_SETTINGS: pre(onFailure=None)}),
    Case("onFailure Block", "on_failure_not_block", {PROJECT_SETTINGS: pre(onFailure="Block")}),
    Case(
        "timeout below the hook's own",
        "timeout_at_or_below_own",
        {PROJECT_SETTINGS: pre(f"timeout 30 {GUARD}", timeout=20, onFailure=None)},
    ),
    Case("timeout a string", "bad_timeout", {PROJECT_SETTINGS: pre(timeout="30")}),
    Case(
        "http hook",
        "http_hook",
        {PROJECT_SETTINGS: pre(None, type="http", url="http://127.0.0.1:9/guard", onFailure=None)},
    ),
    Case("matcher bash", "matcher_matches_no_tool", {PROJECT_SETTINGS: pre(matcher="bash")}),
    Case("matcher Bahs", "matcher_matches_no_tool", {PROJECT_SETTINGS: pre(matcher="Bahs")}),
    Case(
        "matcher with a misspelt name",
        "matcher_matches_no_tool",
        {PROJECT_SETTINGS: pre(matcher="Bash|Wirte")},
    ),
    Case(
        "matcher as a permission rule",
        "matcher_matches_no_tool",
        {USER_SETTINGS: pre(matcher="Bash(rm:*)")},
    ),
    Case(
        "matcher not a regex",
        "matcher_matches_no_tool",
        {PROJECT_SETTINGS: pre(matcher="Bash|(Write")},
    ),
    Case(
        "exit 1 in the command",
        "exit_1_denies",
        {PROJECT_SETTINGS: pre("grep -q 'rm ' && exit 1; exit 0", onFailure=None)},
    ),
    Case(
        "exit 1 in the script",
        "exit_1_denies",
        {PROJECT_SETTINGS: pre("$CLAUDE_PROJECT_DIR/guard.py", onFailure=None)},
        scripts={"guard.py": EXIT_ONE_GUARD},
    ),
    Case("async hook", "async_hook", {PROJECT_SETTINGS: pre(**{"async": True})}),
    Case(
        "hooks disabled in the local file",
        "hooks_disabled",
        {PROJECT_SETTINGS: pre(), LOCAL_SETTINGS: {"disableAllHooks": True}},
    ),
    Case(
        "a guard that allows everything",
        "probe_let_through",
        {PROJECT_SETTINGS: pre()},
        scripts={"guard.sh": ALLOW_ALL},
        probe=True,
    ),
    Case(
        "a guard that lets malformed JSON through",
        "probe_let_through",
        {PROJECT_SETTINGS: pre("$CLAUDE_PROJECT_DIR/guard.py")},
        scripts={"guard.py": LENIENT_JSON_GUARD},
        probe=True,
    ),
    Case(
        "a guard that lets a non-UTF-8 byte through",
        "probe_let_through",
        {PROJECT_SETTINGS: pre("$CLAUDE_PROJECT_DIR/guard.py")},
        scripts={"guard.py": LENIENT_TEXT_GUARD},
        probe=True,
    ),
    Case(
        "a guard that lets a huge input through",
        "probe_let_through",
        {PROJECT_SETTINGS: pre("$CLAUDE_PROJECT_DIR/guard.py")},
        scripts={"guard.py": SMALL_BUFFER_GUARD},
        probe=True,
    ),
]
"""Settings that let a call through, one way each."""


def generated_settings() -> dict[str, Any]:
    """What ``toolhooks-claude-code settings`` prints for the test registry, with its env."""
    from toolhooks.hosts.claude_code.settings import settings_block

    src = str(Path(__file__).resolve().parents[1])
    env = {"TOOLHOOKS_USER_ID": "u_doctor", "PYTHONPATH": src}
    return {"env": env, **settings_block("tests.claude_code_hooks:registry")}


def safe_cases() -> list[Case]:
    """Well-formed settings that fail closed: the doctor must find nothing in them."""
    guard = pre(matcher="Bash|Write|Edit")
    many = {
        "hooks": {
            "PreToolUse": [
                *pre(matcher="*")["hooks"]["PreToolUse"],
                *pre(matcher="mcp__files__delete")["hooks"]["PreToolUse"],
                *pre(matcher="Notebook.*|mcp__.*")["hooks"]["PreToolUse"],
                *pre(matcher=None)["hooks"]["PreToolUse"],
            ],
            "Stop": [{"hooks": [{"type": "command", "command": GUARD}]}],
        }
    }
    python = f"{sys.executable} -P -m toolhooks.hosts.claude_code pre --hooks x:registry"
    return [
        Case("our settings generator", None, {PROJECT_SETTINGS: generated_settings()}, probe=True),
        Case("a deny-all guard", None, {PROJECT_SETTINGS: guard}, probe=True),
        Case("a guard in the user file", None, {USER_SETTINGS: guard}, probe=True),
        Case("matchers of every legal form", None, {LOCAL_SETTINGS: many}, probe=True),
        Case("python -P -m", None, {PROJECT_SETTINGS: pre(python, timeout=8)}),
        Case(
            "no hooks outside PreToolUse is fine",
            None,
            {PROJECT_SETTINGS: {**pre(), "env": {"A": "1"}, "permissions": {"allow": ["Bash"]}}},
        ),
    ]


def environment_path() -> str:
    return os.environ.get("PATH", os.defpath)
