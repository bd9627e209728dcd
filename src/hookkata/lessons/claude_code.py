"""Notebook 10's machinery: the real Claude Code CLI, offline, with your hooks.

:func:`run_claude_code` starts the fake Messages API on loopback, writes a settings file
whose command hooks run the ``toolhooks-claude-code`` console script of this Python's
environment (next to ``sys.executable``) with a registry you name, and runs the CLI bundled in
``claude-agent-sdk`` in print mode, with ``HOME`` in a scratch folder, a fake key and no
nonessential traffic. :func:`run_agent_sdk` does the same through ``claude_agent_sdk.query()``
with an in-process registry. When the CLI is missing or cannot run, both return a
:class:`ClaudeCodeRun` that says why, and whose methods print a "skipped: ..." line.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hookkata.lessons.hook_timing import TIMES_FILE, HookTimes, hook_times, timed_settings
from hookkata.lessons.learner_module import HooksModule
from hookkata.lessons.project_rules import DATA_ENV
from hookkata.lessons.scratch import scratch_folder
from hookkata.lessons.your_trail import YOUR_AUDIT_FILE, YOUR_SUMMARY_FILE
from toolhooks import HookRegistry
from toolhooks.fake import FAKE_API_KEY, FakeMessagesAPI
from toolhooks.fake.script import Turn, text, tool_use
from toolhooks.fake.server import serving
from toolhooks.hosts.claude_code.process_group import run_in_own_group
from toolhooks.jsonl import read_lines

LESSON_HOOKS = "hookkata.lessons.project_rules:registry"
"""The registry the lesson hands to Claude Code (``--hooks``)."""

CLI_TIMEOUT_S = 240.0
INSTALL_HINT = (
    "add it with `make claude-code` in the workbook's folder (it installs claude-agent-sdk, "
    "about 385 MB, into .venv; `make test` installs it too), then restart the kernel"
)
OFFLINE_ENV = {
    "ANTHROPIC_API_KEY": FAKE_API_KEY,
    "ANTHROPIC_AUTH_TOKEN": "",
    "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
    "DISABLE_AUTOUPDATER": "1",
    "DISABLE_TELEMETRY": "1",
}
"""What keeps the CLI offline besides ``ANTHROPIC_BASE_URL`` (the fake) and ``HOME``."""


# --- the scripted model -------------------------------------------------------------------


def bash(command: str, tool_use_id: str) -> Turn:
    """A turn in which the model runs one shell command."""
    return Turn([tool_use("Bash", {"command": command, "description": "step"}, tool_use_id)])


def write(file_path: str, content: str, tool_use_id: str) -> Turn:
    """A turn in which the model writes one file."""
    return Turn([tool_use("Write", {"file_path": file_path, "content": content}, tool_use_id)])


def mcp_call(tool: str, tool_input: Mapping[str, Any], tool_use_id: str) -> Turn:
    """A turn in which the model calls one tool of the lesson's MCP server ``files``."""
    return Turn([tool_use(f"mcp__files__{tool}", dict(tool_input), tool_use_id)])


class Scenario:
    """The fake model: the main loop's n-th request gets turn n; side requests get text."""

    def __init__(self, turns: Sequence[Turn]) -> None:
        self.turns = list(turns)

    def __call__(self, body: Mapping[str, Any]) -> Turn:
        if not any(tool.get("name") == "Bash" for tool in body.get("tools", [])):
            return Turn([text("ok")], "end_turn")  # titles, summaries: not the agent loop
        position = sum(1 for message in body["messages"] if message["role"] == "assistant")
        if position < len(self.turns):
            return self.turns[position]
        return Turn([text("All done.")], "end_turn")


# --- is the CLI here? -----------------------------------------------------------------------


def bundled_cli() -> Path | str:
    """The CLI inside ``claude_agent_sdk``, or why it cannot be used here (a sentence)."""
    try:
        import claude_agent_sdk
    except ImportError:
        return f"claude-agent-sdk is not installed; {INSTALL_HINT}"
    cli = Path(claude_agent_sdk.__file__).parent / "_bundled" / "claude"
    if not cli.is_file():
        return f"claude-agent-sdk has no bundled CLI at {cli}; {INSTALL_HINT}"
    try:
        done = subprocess.run(
            [str(cli), "--version"], capture_output=True, text=True, timeout=60, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"the bundled Claude Code CLI cannot start here ({exc})"
    if done.returncode != 0:
        return f"the bundled Claude Code CLI cannot run here: {done.stderr.strip()[:200]}"
    return cli


def cli_problem() -> str | None:
    """Why the notebook's Claude Code cells will be skipped, or ``None``."""
    found = bundled_cli()
    return found if isinstance(found, str) else None


# --- one run --------------------------------------------------------------------------------


@dataclass
class ClaudeCodeRun:
    """What a run left: the CLI's result, what the fake received, the hooks' files."""

    skipped: str | None = None
    result: dict[str, Any] = field(default_factory=dict)
    requests: list[dict[str, Any]] = field(default_factory=list)
    folder: Path = Path()

    @property
    def project(self) -> Path:
        return self.folder / "project"

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def sent_back(self, tool_use_id: str) -> str:
        """The ``tool_result`` text the model received for ``tool_use_id``."""
        for request in self.requests:
            for message in request.get("messages", []):
                content = message.get("content")
                for block in content if isinstance(content, list) else []:
                    if block.get("type") == "tool_result" and block["tool_use_id"] == tool_use_id:
                        found = block.get("content")
                        return found if isinstance(found, str) else json.dumps(found)
        raise LookupError(f"no request carried a tool_result for {tool_use_id}")

    def show_sent_back(self, *tool_use_ids: str) -> None:
        """Print what the model read back for each call."""
        if self._skipped():
            return
        for tool_use_id in tool_use_ids:
            print(f"{tool_use_id}: {self.sent_back(tool_use_id)}")

    def hook_times(
        self, function: Callable[[Any], object], call: object, calls: int = 2000
    ) -> HookTimes | None:
        """A timed run's hook processes (median per event) beside ``function(call)`` here."""
        if self._skipped():
            return None
        times = self.data / TIMES_FILE
        if not times.exists():
            raise LookupError(
                "this run was not timed: no hook_times.jsonl in its data folder. Run it with "
                "run_claude_code(..., timed=True)."
            )
        return hook_times(times, function, call, calls)

    def show_hook_times(
        self, function: Callable[[Any], object], call: object, calls: int = 2000
    ) -> None:
        """Print :meth:`hook_times` as a table, or the "skipped: ..." line when no CLI ran."""
        times = self.hook_times(function, call, calls)
        if times is not None:
            times.show()

    def audit(self) -> list[dict[str, Any]]:
        return read_lines(self.data / "audit_log.jsonl")

    def show_audit(self, lines: Sequence[Mapping[str, Any]] | None = None) -> None:
        """One row per audit line (the run's file, or ``lines``): id, tool, status, who denied."""
        if self._skipped():
            return
        for line in sorted(
            self.audit() if lines is None else lines, key=lambda line: str(line["tool_use_id"])
        ):
            denied_by = line["denied_by"] or ""
            print(
                f"{line['tool_use_id']:<11} {line['tool_name']:<6} {line['status']:<7} {denied_by}"
            )

    def summary(self) -> dict[str, Any] | None:
        """The last session summary, without the fields that change from run to run."""
        if self._skipped():
            return None
        lines = read_lines(self.data / "session_summaries.jsonl")
        if not lines:
            return {}
        keep = ("user_id", "calls", "calls_by_tool", "denials", "hook_failures", "tool_errors")
        return {key: lines[-1][key] for key in keep if key in lines[-1]}

    def your_audit_lines(self) -> list[str]:
        """The lines your ``audit_line`` wrote (``write_hooks_module(audit_line=...)``)."""
        path = self.data / YOUR_AUDIT_FILE
        return path.read_text(encoding="utf-8").splitlines() if path.exists() else []

    def show_your_audit_lines(self) -> None:
        """One row per line your ``audit_line`` wrote, sorted by call: the fields the grader
        checks that do not change from run to run (no timestamp, no session id)."""
        if self._skipped():
            return
        shown = ("tool_use_id", "tool_name", "is_error", "denied_by", "deny_reason")
        rows = []
        for line in self.your_audit_lines():
            try:
                record = json.loads(line)
            except ValueError:
                record = None
            if not isinstance(record, dict) or "problem" in record:
                rows.append(("~", f"not a JSON object: {line[:120]}" if record is None else line))
                continue
            rows.append((str(record.get("tool_use_id")), _row(record, shown)))
        if not rows:
            print(f"no lines in {YOUR_AUDIT_FILE}: was the module written with audit_line=...?")
        for _, row in sorted(rows):
            print(row)

    def your_summary(self) -> Any:
        """The last summary your ``summarize_session`` wrote, without the fields that change
        from run to run (session id, start and end)."""
        if self._skipped():
            return None
        path = self.data / YOUR_SUMMARY_FILE
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        if not lines:
            return {}
        try:
            last = json.loads(lines[-1])
        except ValueError:
            return lines[-1]
        if not isinstance(last, dict):
            return last
        changing = ("session_id", "started_at", "ended_at", "duration_s")
        return {key: value for key, value in last.items() if key not in changing}

    def show_files(self) -> None:
        """The files in the project folder, and whether the escaped file was written."""
        if self._skipped():
            return
        print("in the project:", sorted(p.name for p in self.project.iterdir()))
        print("outside it:", sorted(p.name for p in self.folder.glob("*.txt")))

    def _skipped(self) -> bool:
        if self.skipped:
            print("skipped:", self.skipped)
        return self.skipped is not None


def _row(record: Mapping[str, Any], keys: Sequence[str]) -> str:
    return "  ".join(f"{key}={record.get(key)!r}" for key in keys if key in record)


def settings(
    hooks: str = LESSON_HOOKS, allow: Sequence[str] = ("Bash", "Write", "Edit")
) -> dict[str, Any]:
    """A Claude Code settings object: the permissions and our four command hooks.

    The hooks block is the one ``toolhooks-claude-code settings`` prints: every hook with
    ``"onFailure": "block"`` and a timeout above the adapter's, so that a hook that cannot
    start or runs too long blocks the call instead of letting it run.
    """
    from toolhooks.hosts.claude_code.settings import settings_block

    events = ("PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop")
    return {"permissions": {"allow": list(allow)}, **settings_block(hooks, events=events)}


@contextmanager
def fake_api_on_loopback(turns: Sequence[Turn]) -> Iterator[tuple[FakeMessagesAPI, str]]:
    """The fake Messages API on 127.0.0.1, playing ``turns``; stopped afterwards."""
    api = FakeMessagesAPI(max_logged=500)
    api.policy = Scenario(turns)
    with serving(api) as base_url:
        yield api, base_url


def _folders(files: Mapping[str, str] | None = None) -> Path:
    """A scratch folder with ``home/`` and ``project/``, ``files`` written into the project."""
    folder = scratch_folder("10")
    (folder / "home").mkdir()
    (folder / "project").mkdir()
    for name, source in (files or {}).items():
        (folder / "project" / name).write_text(source)
    return folder


def cli_env(
    folder: Path, base_url: str, user_id: str, hooks_folder: Path | None = None
) -> dict[str, str]:
    """The CLI's environment: HOME in ``folder``, the fake API, our package importable (and
    ``hooks_folder``, where a written hooks module is, before it)."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("TOOLHOOKS_")}
    env.update(OFFLINE_ENV)
    del env["ANTHROPIC_AUTH_TOKEN"]  # a token would be used before the fake key
    src = str(Path(__file__).resolve().parents[2])  # the folder holding hookkata and toolhooks
    env.update(
        HOME=str(folder / "home"),
        ANTHROPIC_BASE_URL=base_url,
        TOOLHOOKS_USER_ID=user_id,
        PYTHONPATH=os.pathsep.join(
            [*([str(hooks_folder)] if hooks_folder else []), src, env.get("PYTHONPATH", "")]
        ).rstrip(os.pathsep),
        HOOKKATA_PROGRESS="off",
    )
    env[DATA_ENV] = str(folder / "data")
    return env


def run_claude_code(
    turns: Sequence[Turn],
    *,
    hooks: str | HooksModule = LESSON_HOOKS,
    user_id: str = "u_004",
    prompt: str = "Tidy up the project.",
    mcp: bool = False,
    files: Mapping[str, str] | None = None,
    timed: bool = False,
) -> ClaudeCodeRun:
    """Run the bundled CLI once (``claude -p``) against ``turns``, with ``hooks`` as its hooks.

    ``hooks`` is ``module:attribute``, or a module written by
    :func:`~.learner_module.write_hooks_module` (its folder goes on the hooks' import path).
    With ``mcp`` the CLI also starts the lesson's stdio MCP server (:mod:`.mcp_files`, its
    tools allowed), working in the project folder; ``files`` are written into the project.
    ``timed`` puts the stopwatch (:mod:`.hook_stopwatch`) in front of every hook command,
    for :meth:`ClaudeCodeRun.hook_times`.
    """
    cli = bundled_cli()
    if isinstance(cli, str):
        return ClaudeCodeRun(skipped=cli)
    folder = _folders(files)
    settings_file = folder / "settings.json"
    allow = ("Bash", "Write", "Edit", *(["mcp__files"] if mcp else []))
    target, hooks_folder = (hooks, None) if isinstance(hooks, str) else (hooks.target, hooks.folder)
    written = settings(target, allow)
    if timed:
        written = timed_settings(written, folder / "data" / TIMES_FILE)
    settings_file.write_text(json.dumps(written, indent=2))
    extra: list[str] = []
    if mcp:
        from hookkata.lessons.mcp_files import mcp_config

        config = folder / "mcp.json"
        config.write_text(json.dumps(mcp_config(folder / "project"), indent=2))
        extra = ["--mcp-config", str(config), "--strict-mcp-config"]
    with fake_api_on_loopback(turns) as (api, base_url):
        command = [
            str(cli),
            "-p",
            prompt,
            "--output-format",
            "json",
            "--settings",
            str(settings_file),
            *extra,
        ]
        env = cli_env(folder, base_url, user_id, hooks_folder)
        stdout = run_claude_cli(command, folder / "project", env)
        return ClaudeCodeRun(None, json.loads(stdout), list(api.requests), folder)


def run_claude_cli(command: list[str], cwd: Path, env: dict[str, str]) -> str:
    """Run the CLI in its own process group, so it, its shells and our hooks end together.

    Returns its stdout; raises ``RuntimeError`` (with its stderr's tail) if it fails or hangs.
    """
    finished = run_in_own_group(command, cwd=cwd, env=env, timeout_s=CLI_TIMEOUT_S)
    if finished.returncode is None:
        raise RuntimeError(f"the Claude Code CLI did not finish within {CLI_TIMEOUT_S:g} s")
    if finished.returncode != 0:
        tail = finished.stderr.decode(errors="replace")[-500:]
        raise RuntimeError(f"the Claude Code CLI failed: {tail}")
    return finished.stdout.decode()


def run_agent_sdk(
    turns: Sequence[Turn],
    registry: HookRegistry,
    *,
    user_id: str = "u_004",
    prompt: str = "Tidy up the project.",
    mcp: bool = False,
    files: Mapping[str, str] | None = None,
) -> ClaudeCodeRun:
    """Run ``claude_agent_sdk.query()`` once, ``registry`` as in-process hook callbacks.

    ``mcp`` and ``files`` as for :func:`run_claude_code`.
    """
    cli = bundled_cli()
    if isinstance(cli, str):
        return ClaudeCodeRun(skipped=cli)
    import claude_agent_sdk as sdk

    from hookkata.lessons.mcp_files import mcp_config
    from toolhooks.hosts.agent_sdk import agent_sdk_hooks

    folder = _folders(files)
    servers = mcp_config(folder / "project")["mcpServers"] if mcp else {}
    with fake_api_on_loopback(turns) as (api, base_url):
        options = sdk.ClaudeAgentOptions(
            cli_path=cli,
            cwd=folder / "project",
            env={**OFFLINE_ENV, "HOME": str(folder / "home"), "ANTHROPIC_BASE_URL": base_url},
            allowed_tools=["Bash", "Write", "Edit", *(["mcp__files"] if mcp else [])],
            setting_sources=[],
            mcp_servers=servers,
            hooks=agent_sdk_hooks(registry, user_id=user_id, timeout_s=5.0),
        )

        async def collect() -> list[Any]:
            return [message async for message in sdk.query(prompt=prompt, options=options)]

        messages = _run_async(collect())
        [result] = [m for m in messages if isinstance(m, sdk.ResultMessage)]
        outcome = {"subtype": result.subtype, "is_error": result.is_error}
        return ClaudeCodeRun(None, outcome, list(api.requests), folder)


def _run_async(coroutine: Any) -> list[Any]:
    """Run ``coroutine`` to the end, also from a notebook, whose loop is already running."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = asyncio.run(asyncio.wait_for(coroutine, CLI_TIMEOUT_S))
        except BaseException as exc:  # handed to the caller's thread
            box["error"] = exc

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    value: list[Any] = box["value"]
    return value
