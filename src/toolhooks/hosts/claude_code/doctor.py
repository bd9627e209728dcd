"""``toolhooks-claude-code doctor``: what in a Claude Code settings file lets a call run unchecked.

It reads the settings files Claude Code reads, in its order (user
``~/.claude/settings.json``, project ``.claude/settings.json``, local
``.claude/settings.local.json``, then any ``--settings FILE``), takes every hook of every
file (Claude Code concatenates the hook arrays of all files, it does not replace them), and
reports, per hook, each way the hook fails open: a finding with a severity, what is wrong,
why a call gets through, and the fix. The hooks need not be ours: any shell command is read.
With ``--probe`` each PreToolUse command also runs, in a scratch folder with a minimal
environment, against :data:`PROBES` (a call every guard must deny, malformed JSON, a huge
input, a byte that is not UTF-8), and a call that no hook would block is a finding.
The exit code is 1 when any finding fails open, 2 when the command line is wrong, else 0.
Hostile settings (not JSON, not UTF-8, wrong types, huge) are findings, never a traceback.

Facts checked against the bundled CLI (Claude Code 2.1.332, ``claude_agent_sdk/_bundled``,
read with ``strings``), and where noted with the real CLI in ``tests/test_doctor_cli.py``:

* ``onFailure`` takes ``"continue"`` (the default) or ``"block"``; the schema says a failure
  is "could not start (a missing script ...), timed out, exited with a code other than 0 or
  2, or printed JSON that is invalid", and with ``"block"`` "the failure counts as exit code
  2". It is "ignored for async hooks and on Stop, SubagentStop, TaskCompleted and
  TeammateIdle". Without it, exit 127 (no such command) lets the call run (real CLI).
* Exit 2 blocks; any other non-zero exit is a non-blocking error: ``exit 1`` lets the call
  run (real CLI).
* ``timeout`` is in seconds (schema: "Timeout in seconds for this specific command").
* Hook types: ``command``, ``http`` (``url``), ``prompt``, ``agent``, ``mcp_tool``. An http
  hook's connection failure is a non-blocking error (hooks reference), unless ``onFailure``.
* Matching (function ``Pqn`` in the bundle): no matcher, ``""`` or ``"*"`` match every tool;
  a matcher of only ``[A-Za-z0-9_|, -]`` (on tool events) is a list of exact,
  case-sensitive names split at ``|`` and ``,`` (legacy names such as ``Task`` count as
  their new ones); anything else is a JavaScript regular expression *searched* in the
  name (``RegExp.test``), and one that does not compile matches nothing. So ``bash`` and
  ``Bahs`` match no tool (real CLI).
* The events are the array :data:`EVENTS` in the bundle; a key it does not hold never runs
  (real CLI: ``pretooluse``).
* A settings file that is not JSON or not UTF-8, an event that is not an array, a hook of
  an unknown ``type``, a ``timeout`` that is a string, an empty command, an ``http`` hook
  with nothing listening, an ``async`` guard, ``"onFailure": "Block"`` and
  ``disableAllHooks`` in the local file: each lets the call run (real CLI).
* ``disableAllHooks: true`` turns every hook off.
* Tool names (:data:`TOOL_NAMES`): the tools the CLI offered the model in print mode, the
  deferred tools' names (``X="Glob"`` constants in the bundle) and the legacy names of its
  alias table; ``mcp__<server>__<tool>`` names are MCP tools and always legitimate.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from toolhooks.hosts.claude_code.doctor_model import (
    EVENTS,
    GUARD_EVENTS,
    HOOK_TYPES,
    NO_ON_FAILURE_EVENTS,
    SIMPLE_MATCHER,
    TOOL_EVENTS,
    TOOL_NAMES,
    Finding,
    Hook,
    Severity,
    names,
)
from toolhooks.hosts.claude_code.doctor_probe import probe_hooks

DEFAULT_TIMEOUT_S = 600.0
"""Claude Code's timeout for a command hook that names none."""
MAX_SETTINGS_BYTES = 4_000_000
"""A settings file larger than this is not read (a finding says so)."""
MAX_SCRIPT_BYTES = 1_000_000
INTERPRETERS = re.compile(r"(python[0-9.]*|node|bun|deno|ruby|perl|bash|sh|zsh|dash)")
EXIT_ONE = re.compile(
    r"\bexit\s+1\b|\bexit\(\s*1\s*\)|sys\.exit\(\s*1\s*\)|process\.exit\(\s*1\s*\)"
)
SHELL_BUILTINS = names(
    "exit echo printf true false test [ cd exec eval read cat : if case for while"
)
PROBE_TIMEOUT_S = 10.0
OURS = "toolhooks-claude-code"
OUR_MODULE = "toolhooks.hosts.claude_code"


@dataclass
class Report:
    """What the doctor read and found."""

    files: list[str] = field(default_factory=list)
    hooks: list[Hook] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    @property
    def fails_open(self) -> bool:
        return any(finding.severity == "fails-open" for finding in self.findings)

    def as_json(self) -> dict[str, Any]:
        return {
            "files": self.files,
            "hooks": len(self.hooks),
            "fails_open": self.fails_open,
            "findings": [asdict(finding) for finding in self.findings],
        }


# --- reading the settings -------------------------------------------------------------------


def settings_files(
    project: Path, home: Path, extra: Sequence[Path] = (), config_dir: Path | None = None
) -> list[Path]:
    """The files Claude Code reads hooks from, in its order (later ones add hooks).

    The user's file is in ``config_dir`` (``$CLAUDE_CONFIG_DIR``) when given, else in
    ``home/.claude``."""
    config = home / ".claude" if config_dir is None else config_dir
    return [
        config / "settings.json",
        project / ".claude" / "settings.json",
        project / ".claude" / "settings.local.json",
        *extra,
    ]


def read_settings(path: Path) -> tuple[dict[str, Any] | None, list[Finding]]:
    """The file's JSON object, or ``None`` and a finding; a missing file is neither."""
    try:
        if not path.exists():
            return None, []
        size = path.stat().st_size
        if size > MAX_SETTINGS_BYTES:
            return None, [_file_finding(path, "settings_too_large", f"{size} bytes")]
        raw = path.read_bytes()
    except OSError as exc:
        return None, [_file_finding(path, "settings_unreadable", str(exc))]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return None, [_file_finding(path, "settings_not_utf8", f"byte {raw[exc.start]:#04x}")]
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        return None, [_file_finding(path, "settings_not_json", str(exc)[:120])]
    if not isinstance(data, dict):
        found = type(data).__name__
        return None, [_file_finding(path, "settings_not_object", f"a JSON {found}")]
    return data, []


_FILE_PROBLEMS = {
    "settings_too_large": "is too large to check",
    "settings_unreadable": "cannot be read",
    "settings_not_utf8": "is not UTF-8",
    "settings_not_json": "is not JSON",
    "settings_not_object": "is not a JSON object",
}


def _file_finding(path: Path, kind: str, detail: str) -> Finding:
    return Finding(
        kind=kind,
        severity="fails-open",
        where=str(path),
        hook="(the whole file)",
        what=f"the settings file {_FILE_PROBLEMS[kind]} ({detail})",
        why="Claude Code skips a settings file it cannot parse: none of its hooks run",
        fix="make the file a UTF-8 JSON object (check it with python -m json.tool)",
    )


def collect_hooks(source: str, data: Mapping[str, Any]) -> tuple[list[Hook], list[Finding]]:
    """Every hook in one file's ``"hooks"``; each value of the wrong type is a finding."""
    hooks: list[Hook] = []
    findings: list[Finding] = []
    block = data.get("hooks")
    if block is None:
        return hooks, findings
    if not isinstance(block, dict):
        return hooks, [_shape(source, "hooks", "an object of events", block)]
    for event, entries in block.items():
        where = f"hooks.{event}"
        if event not in EVENTS:
            findings.append(_unknown_event(source, where, str(event)))
            continue
        if not isinstance(entries, list):
            findings.append(_shape(source, where, "an array of matcher entries", entries))
            continue
        for n, entry in enumerate(entries):
            found, problems = _entry_hooks(source, event, f"{where}[{n}]", entry)
            hooks += found
            findings += problems
    return hooks, findings


def _entry_hooks(
    source: str, event: str, where: str, entry: object
) -> tuple[list[Hook], list[Finding]]:
    if not isinstance(entry, dict):
        return [], [_shape(source, where, "an object with a hooks array", entry)]
    matcher = entry.get("matcher")
    if matcher is not None and not isinstance(matcher, str):
        return [], [_shape(source, f"{where}.matcher", "a string", matcher)]
    inner = entry.get("hooks")
    if not isinstance(inner, list):
        return [], [_shape(source, f"{where}.hooks", "an array of hooks", inner)]
    hooks: list[Hook] = []
    findings: list[Finding] = []
    for n, spec in enumerate(inner):
        if isinstance(spec, dict):
            hooks.append(Hook(source, event, matcher, f"{where}.hooks[{n}]", spec))
        else:
            findings.append(_shape(source, f"{where}.hooks[{n}]", "an object", spec))
    return hooks, findings


def _shape(source: str, where: str, expected: str, found: object) -> Finding:
    return Finding(
        kind="wrong_type",
        severity="fails-open",
        where=f"{source}: {where}",
        hook="(settings)",
        what=f"{where} is {_type_name(found)}, expected {expected}",
        why="Claude Code rejects settings of the wrong shape: the hooks there never run",
        fix=f"make {where} {expected} (see the hooks reference's example)",
    )


def _unknown_event(source: str, where: str, event: str) -> Finding:
    close = [name for name in EVENTS if name.lower() == event.lower()]
    hint = f"; did you mean {close[0]}?" if close else ""
    return Finding(
        kind="unknown_event",
        severity="fails-open",
        where=f"{source}: {where}",
        hook="(settings)",
        what=f"{event!r} is not a Claude Code hook event{hint}",
        why="no event has that name (names are case-sensitive): its hooks never run",
        fix=f"use one of the event names, e.g. {close[0] if close else 'PreToolUse'}",
    )


def _type_name(value: object) -> str:
    if value is None:
        return "missing (or null)"
    names = {dict: "an object", list: "an array", str: "a string", bool: "a boolean"}
    return names.get(type(value), f"a {type(value).__name__}")


# --- checking one hook ----------------------------------------------------------------------


def check_hook(hook: Hook, project: Path, env: Mapping[str, str]) -> list[Finding]:
    """Every static finding for one hook."""
    found = list(_check_matcher(hook))
    kind = hook.spec.get("type")
    if kind not in HOOK_TYPES:
        found.append(_finding(hook, "unknown_hook_type", "fails-open", *_unknown_type(kind)))
        return found
    found += _check_failure_policy(hook)
    if kind == "http":
        found.append(_finding(hook, "http_hook", _gap(hook), *_HTTP))
    if kind == "command":
        found += _check_command(hook, project, env)
    return found


def _unknown_type(kind: object) -> tuple[str, str, str]:
    return (
        f"type is {kind!r}, expected one of {', '.join(sorted(HOOK_TYPES))}",
        "Claude Code rejects a hook of an unknown type: it never runs",
        'set "type": "command" and a "command"',
    )


_HTTP = (
    "an http hook",
    "when the URL cannot be reached (server down, DNS, a proxy) Claude Code reports a "
    "non-blocking error and runs the call",
    'add "onFailure": "block", or use a command hook that exits 2 on any failure',
)


def _gap(hook: Hook) -> Severity:
    """How bad a failure of this hook is: a guard without ``onFailure: block`` fails open."""
    if hook.event not in GUARD_EVENTS:
        return "warning"
    return "blocks-all" if hook.blocks_on_failure else "fails-open"


def _check_failure_policy(hook: Hook) -> Iterator[Finding]:
    if hook.event in NO_ON_FAILURE_EVENTS:
        return
    if hook.spec.get("async") is True and hook.event in GUARD_EVENTS:
        yield _finding(
            hook,
            "async_hook",
            "fails-open",
            '"async": true',
            "an async hook runs in the background: the call does not wait for it, and "
            "onFailure is ignored",
            'remove "async" from a hook that must decide',
        )
        return
    policy = hook.spec.get("onFailure")
    if policy == "block":
        yield from _check_timeout(hook)
        return
    severity: Severity = "fails-open" if hook.event in GUARD_EVENTS else "warning"
    what = "no onFailure" if policy is None else f"onFailure is {policy!r}"
    yield _finding(
        hook,
        "no_on_failure" if policy is None else "on_failure_not_block",
        severity,
        what,
        "a hook that cannot start, times out or exits with a code other than 0 or 2 is a "
        "non-blocking error: the call runs (onFailure takes 'continue', the default, or "
        "'block')",
        'add "onFailure": "block"',
    )
    yield from _check_timeout(hook)


def _check_timeout(hook: Hook) -> Iterator[Finding]:
    limit = hook.spec.get("timeout", DEFAULT_TIMEOUT_S)
    if isinstance(limit, bool) or not isinstance(limit, (int, float)) or not limit > 0:
        yield _finding(
            hook,
            "bad_timeout",
            "fails-open",
            f"timeout is {limit!r}, expected a number of seconds above 0",
            "Claude Code rejects the hook's settings: the hook never runs",
            'write "timeout": a number of seconds above the hook\'s own limit',
        )
        return
    own = own_timeout(hook.spec)
    if own is None or limit > own:
        return
    yield _finding(
        hook,
        "timeout_at_or_below_own",
        "blocks-all" if hook.blocks_on_failure else _gap(hook),
        f"timeout {limit:g} s is at or below the hook's own limit of {own:g} s",
        "Claude Code stops a slow hook before the hook answers: the hook never refuses or "
        "records the call, and without onFailure: block the call runs",
        f'set "timeout" above {own:g} (toolhooks-claude-code settings writes {own + 10:g})',
    )


def own_timeout(spec: Mapping[str, Any]) -> float | None:
    """The limit a command sets itself: ``--timeout N``, ``timeout N cmd``, or ours (5 s)."""
    words = command_words(spec)
    if not words:
        return None
    numbers: list[float] = []
    for n, word in enumerate(words):
        value = None
        if word.startswith("--timeout="):
            value = word.partition("=")[2]
        elif word in ("--timeout", "-t") and n + 1 < len(words):
            value = words[n + 1]
        elif Path(word).name == "timeout":
            value = next((w for w in words[n + 1 :] if not w.startswith("-")), None)
        if value is not None:
            numbers.append(_seconds(value))
    if any(OURS in word or word == OUR_MODULE for word in words):
        from toolhooks.hosts.claude_code.process_guard import GRACE_S
        from toolhooks.hosts.claude_code.targets import DEFAULT_TIMEOUT_S as ADAPTER_S

        numbers.append((max(numbers) if numbers else ADAPTER_S) + GRACE_S)
    return max(numbers) if numbers else None


def _seconds(value: str) -> float:
    match = re.fullmatch(r"([0-9.]+)([smh]?)", value)
    if match is None:
        return 0.0
    try:
        number = float(match[1])
    except ValueError:
        return 0.0
    return number * {"": 1, "s": 1, "m": 60, "h": 3600}[match[2]]


# --- matchers -------------------------------------------------------------------------------


def _check_matcher(hook: Hook) -> Iterator[Finding]:
    if hook.event not in TOOL_EVENTS or hook.matcher in (None, "", "*"):
        return
    matcher = hook.matcher
    assert matcher is not None
    severity: Severity = "fails-open" if hook.event in GUARD_EVENTS else "warning"
    for problem in matcher_problems(matcher):
        yield _finding(
            hook,
            "matcher_matches_no_tool",
            severity,
            problem,
            "a hook runs only on the tools its matcher matches (case-sensitive): the tool "
            "you meant runs without this hook",
            f'name the tools exactly ({_suggest(matcher)}), or use "*"',
        )


def matcher_problems(matcher: str) -> list[str]:
    """What in ``matcher`` matches no tool Claude Code has (empty when every part does)."""
    if SIMPLE_MATCHER.fullmatch(matcher):
        names = [part.strip() for part in re.split(r"[|,]", matcher) if part.strip()]
        unknown = [name for name in names if not _is_tool(name)]
        return [f"matcher {matcher!r}: {name!r} is no tool's name" for name in unknown]
    if "mcp__" in matcher:
        return []
    try:
        pattern = re.compile(matcher)
    except (re.error, RecursionError, OverflowError) as exc:
        return [f"matcher {matcher!r} is not a valid regular expression ({exc})"]
    if any(pattern.search(name) for name in TOOL_NAMES):
        return [
            f"regular-expression matcher {matcher!r}: {part!r} matches no tool"
            for part in _dead_alternatives(matcher)
        ]
    return [f"regular-expression matcher {matcher!r} matches no tool"]


def _dead_alternatives(matcher: str) -> list[str]:
    """Top-level ``a|b`` parts of a regex that match no tool (``Bash|Wirte.*``: ``Wirte.*``)."""
    parts = _top_level_alternatives(matcher)
    if len(parts) < 2:
        return []
    dead = []
    for part in parts:
        try:
            pattern = re.compile(part)
        except re.error:
            continue
        if "mcp__" not in part and not any(pattern.search(name) for name in TOOL_NAMES):
            dead.append(part)
    return dead


def _top_level_alternatives(pattern: str) -> list[str]:
    parts, depth, start, escaped = [], 0, 0, False
    for n, char in enumerate(pattern):
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[start:n])
            start = n + 1
    parts.append(pattern[start:])
    return parts


def _is_tool(name: str) -> bool:
    return name in TOOL_NAMES or re.fullmatch(r"mcp__[\w-]+(__[\w-]+)?", name) is not None


def _suggest(matcher: str) -> str:
    words = re.findall(r"[A-Za-z]+", matcher)
    close = sorted({tool for word in words for tool in TOOL_NAMES if _near(word, tool)})
    return "e.g. " + "|".join(close) if close else "e.g. Bash|Write|Edit"


def _near(word: str, tool: str) -> bool:
    if word.lower() == tool.lower():
        return True
    return len(word) == len(tool) and sorted(word.lower()) == sorted(tool.lower())


# --- commands -------------------------------------------------------------------------------


def command_words(spec: Mapping[str, Any]) -> list[str]:
    """The command's words (``args`` form too); empty when it cannot be split."""
    command = spec.get("command")
    if not isinstance(command, str):
        return []
    args = spec.get("args")
    if isinstance(args, list):
        return [command, *(str(arg) for arg in args)]
    try:
        return shlex.split(command)
    except ValueError:
        return []


def _check_command(hook: Hook, project: Path, env: Mapping[str, str]) -> Iterator[Finding]:
    command = hook.spec.get("command")
    if not isinstance(command, str) or not command.strip():
        yield _finding(
            hook,
            "empty_command",
            "fails-open",
            f"command is {_type_name(command) if not isinstance(command, str) else 'empty'}",
            "an empty command decides nothing: it exits 0 (or cannot run), and the call runs",
            "write the command that checks the call",
        )
        return
    words = _program_words(command_words(hook.spec))
    if not words:
        yield _finding(
            hook,
            "unparsable_command",
            "warning",
            "the command cannot be split into words (an unbalanced quote?)",
            "the shell reports a syntax error; what it does then depends on the shell",
            "quote the command's words in pairs",
        )
        return
    yield from _check_program(hook, words, project, env)
    yield from _check_exit_one(hook, command, words, project, env)


def _program_words(words: list[str]) -> list[str]:
    """Drop ``VAR=value`` prefixes, ``exec`` and ``env``: the program is what follows."""
    while words and (
        re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=.*", words[0])
        or words[0]
        in (
            "exec",
            "env",
            "command",
        )
    ):
        words = words[1:]
    return words


def expand(word: str, project: Path, env: Mapping[str, str]) -> str:
    """``$CLAUDE_PROJECT_DIR``, ``$HOME``, ``~`` and other variables, as the shell would."""
    values = {**env, "CLAUDE_PROJECT_DIR": str(project)}
    word = re.sub(
        r"\$\{(\w+)\}|\$(\w+)",
        lambda match: values.get(match[1] or match[2], ""),
        word,
    )
    if word.startswith("~/") or word == "~":
        word = values.get("HOME", str(Path.home())) + word[1:]
    return word


def _resolve(word: str, project: Path, env: Mapping[str, str]) -> Path | None:
    """The file a program word names: a path (relative ones from the project), or PATH's."""
    word = expand(word, project, env)
    if "/" in word:
        path = Path(word)
        return path if path.is_absolute() else project / path
    found = shutil.which(word, path=env.get("PATH", os.defpath))
    return None if found is None else Path(found)


def _check_program(
    hook: Hook, words: list[str], project: Path, env: Mapping[str, str]
) -> Iterator[Finding]:
    program = words[0]
    if program in SHELL_BUILTINS:
        return
    path = _resolve(program, project, env)
    gap = _gap(hook)
    if path is None or not path.exists():
        yield _finding(
            hook,
            "command_missing",
            gap,
            f"{program!r} does not exist" + ("" if path is None else f" ({path})"),
            "the shell exits 127: without onFailure: block the call runs; with it, every "
            "call is blocked",
            "point the command at the script by its full path (or $CLAUDE_PROJECT_DIR/...)",
        )
        return
    if path.is_dir() or not os.access(path, os.X_OK):
        yield _finding(
            hook,
            "not_executable",
            gap,
            f"{path} is not an executable file",
            "the shell exits 126: without onFailure: block the call runs; with it, every "
            "call is blocked",
            f"chmod +x {shlex.quote(str(path))}, or start it with its interpreter",
        )
        return
    if "/" in program and not Path(expand(program, project, env)).is_absolute():
        yield _finding(
            hook,
            "relative_command",
            "warning",
            f"{program!r} is a relative path",
            "Claude Code runs hooks in its current folder, which a session's cd can move: "
            "there the script is missing",
            'start the path with "$CLAUDE_PROJECT_DIR"/',
        )
    yield from _check_interpreter(hook, path, words, project, env)


def _check_interpreter(
    hook: Hook, program: Path, words: list[str], project: Path, env: Mapping[str, str]
) -> Iterator[Finding]:
    """``python3 guard.py`` with no ``guard.py``: the interpreter fails on its own."""
    if not INTERPRETERS.fullmatch(program.name):
        return
    script = _script_word(words[1:])
    if script is None:
        return
    path = (
        _resolve(script, project, env) if "/" in script else project / expand(script, project, env)
    )
    if path is not None and path.is_file():
        return
    exit_code = 2 if program.name.startswith("python") else 127 if "sh" in program.name else 1
    if exit_code == 2:
        severity: Severity = "blocks-all"
        why = "it exits 2 on its own, before any rule runs: every call is blocked"
    else:
        severity = _gap(hook)
        why = (
            f"it exits {exit_code} on its own: without onFailure: block the call runs; with "
            "it, every call is blocked"
        )
    yield _finding(
        hook,
        "interpreter_exits_on_its_own",
        severity,
        f"{program.name} is started on {script!r}, which does not exist",
        why,
        "name the script by its full path ($CLAUDE_PROJECT_DIR/...)",
    )


def _script_word(words: list[str]) -> str | None:
    """The script an interpreter runs: its first word that is not an option (or ``None``)."""
    for n, word in enumerate(words):
        if word in ("-c", "-m", "-e", "--eval"):
            return None
        if word.startswith("-"):
            continue
        return None if n and words[n - 1] in ("-W", "-X") else word
    return None


def _check_exit_one(
    hook: Hook, command: str, words: list[str], project: Path, env: Mapping[str, str]
) -> Iterator[Finding]:
    """``exit 1`` (or ``sys.exit(1)``) in the command or in the script it runs."""
    texts = [("the command", command)]
    for word in words[:3]:
        path = _resolve(word, project, env) if "/" in word else project / word
        if path is not None and path.is_file():
            try:
                if path.stat().st_size <= MAX_SCRIPT_BYTES:
                    texts.append((str(path), path.read_bytes().decode("utf-8", "replace")))
            except OSError:
                continue
    for where, text in texts:
        if EXIT_ONE.search(text):
            yield _finding(
                hook,
                "exit_1_denies",
                "warning" if hook.blocks_on_failure else _gap(hook),
                f"{where} uses exit 1 (to deny?)",
                "only exit 2 blocks: exit 1 is a failure, so the call runs"
                + (
                    " (here onFailure: block stops it, but Claude reads a failure, not your reason)"
                    if hook.blocks_on_failure
                    else ""
                ),
                "exit 2 with the reason on stderr (or print a deny decision and exit 0)",
            )
            return


def _finding(hook: Hook, kind: str, severity: Severity, what: str, why: str, fix: str) -> Finding:
    return Finding(
        kind=kind,
        severity=severity,
        where=f"{hook.source}: {hook.where} ({hook.event}"
        + (f", matcher {hook.matcher!r})" if hook.matcher else ")"),
        hook=hook.shown,
        what=what,
        why=why,
        fix=fix,
    )


# --- the whole diagnosis --------------------------------------------------------------------


def diagnose(
    project: Path,
    home: Path,
    extra: Sequence[Path] = (),
    *,
    probe: bool = False,
    probe_timeout_s: float = PROBE_TIMEOUT_S,
    config_dir: Path | None = None,
) -> Report:
    """Read every settings file, check every hook; with ``probe``, run the PreToolUse ones."""
    report = Report()
    env_values: dict[str, str] = {}
    disabled: list[str] = []
    for path in settings_files(project, home, extra, config_dir):
        data, problems = read_settings(path)
        report.findings += problems
        if data is None:
            continue
        report.files.append(str(path))
        hooks, shapes = collect_hooks(str(path), data)
        report.hooks += hooks
        report.findings += shapes
        settings_env = data.get("env")
        if isinstance(settings_env, dict):
            env_values.update({str(k): str(v) for k, v in settings_env.items()})
        if data.get("disableAllHooks") is True:
            disabled.append(str(path))
    env = {**os.environ, **env_values}
    for source in disabled:
        report.findings.append(_disabled(source))
    for hook in report.hooks:
        report.findings += check_hook(hook, project, env)
    if not any(hook.event == "PreToolUse" for hook in report.hooks):
        report.findings.append(_no_guard(report.files))
    if probe:
        report.findings += probe_hooks(report.hooks, project, env_values, probe_timeout_s)
    return report


def _disabled(source: str) -> Finding:
    return Finding(
        kind="hooks_disabled",
        severity="fails-open",
        where=source,
        hook="(every hook)",
        what='"disableAllHooks": true',
        why="Claude Code runs no hook at all, from any settings file",
        fix='remove "disableAllHooks"',
    )


def _no_guard(files: list[str]) -> Finding:
    return Finding(
        kind="no_pre_tool_use",
        severity="warning",
        where=", ".join(files) or "(no settings file)",
        hook="(none)",
        what="no PreToolUse hook in any settings file",
        why="nothing checks a call before it runs",
        fix="toolhooks-claude-code settings --hooks my_rules:registry prints one",
    )


# --- output and the command line ------------------------------------------------------------


SEVERITY_ORDER = {"fails-open": 0, "blocks-all": 1, "warning": 2}


def render(report: Report) -> str:
    """A table a person reads: per hook (the worst first), its findings, each with why and fix."""
    groups: dict[tuple[str, str], list[Finding]] = {}
    for finding in sorted(report.findings, key=lambda f: SEVERITY_ORDER[f.severity]):
        groups.setdefault((finding.where, finding.hook), []).append(finding)
    lines = [f"read: {', '.join(report.files) or '(no settings file)'}; hooks: {len(report.hooks)}"]
    for (where, hook), findings in groups.items():
        lines.append(f"{where}  [{hook}]")
        for finding in findings:
            lines += [
                f"  {finding.severity.upper()} {finding.kind}: {finding.what}",
                f"      why: {finding.why}",
                f"      fix: {finding.fix}",
            ]
    opened = sum(f.severity == "fails-open" for f in report.findings)
    lines.append(
        f"{opened} finding(s) fail open, {len(report.findings) - opened} other(s)"
        if report.findings
        else "no finding: every hook fails closed"
    )
    return "\n".join(lines) + "\n"


USAGE = (
    "usage: toolhooks-claude-code doctor [--project DIR] [--home DIR] [--settings FILE]... "
    "[--probe] [--probe-timeout SECONDS] [--json]"
)


def main(argv: Sequence[str]) -> int:
    """``toolhooks-claude-code doctor``: 1 when something fails open, 2 on a bad command line."""
    try:
        options = parse_options(argv)
    except ValueError as exc:
        sys.stderr.write(f"toolhooks-claude-code doctor: {exc}\n{USAGE}\n")
        sys.stderr.flush()
        return 2
    config_dir = os.environ.get("CLAUDE_CONFIG_DIR")
    home = options["home"]
    report = diagnose(
        Path(str(options["project"])),
        Path.home() if home is None else Path(home),
        [Path(p) for p in options["settings"]],
        probe=bool(options["probe"]),
        probe_timeout_s=float(options["probe_timeout"]),
        config_dir=Path(config_dir) if config_dir and home is None else None,
    )
    text = json.dumps(report.as_json(), indent=2) + "\n" if options["json"] else render(report)
    sys.stdout.flush()
    sys.stdout.buffer.write(text.encode("utf-8", "backslashreplace"))  # lone surrogates too
    sys.stdout.buffer.flush()  # the console script ends with os._exit, which flushes nothing
    return 1 if report.fails_open else 0


def parse_options(argv: Sequence[str]) -> dict[str, Any]:
    """The doctor's options; a ``ValueError`` says what is wrong."""
    options: dict[str, Any] = {
        "project": os.getcwd(),
        "home": None,
        "settings": [],
        "probe": False,
        "probe_timeout": PROBE_TIMEOUT_S,
        "json": False,
    }
    words = list(argv)
    while words:
        name, has_value, value = words.pop(0).partition("=")
        if name in ("--probe", "--json") and not has_value:
            options[name[2:]] = True
            continue
        if name not in ("--project", "--home", "--settings", "--probe-timeout"):
            raise ValueError(f"unknown word {name!r}")
        if not has_value:
            if not words:
                raise ValueError(f"{name} needs a value")
            value = words.pop(0)
        if name == "--settings":
            options["settings"].append(value)
        elif name == "--probe-timeout":
            options["probe_timeout"] = _positive(value)
        else:
            options[name[2:]] = value
    return options


def _positive(value: str) -> float:
    try:
        number = float(value)
    except ValueError:
        number = 0.0
    if not 0 < number < 3600:
        raise ValueError(f"--probe-timeout takes seconds above 0 (below 3600), got {value!r}")
    return number
