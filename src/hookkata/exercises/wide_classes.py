"""Wide input classes that more than one exercise draws from, each from a large vocabulary.

A blind answer that slips through usually follows a rule the specification does not have:
it treats one warning category, or one of the workbook's own exception classes, specially.
Fixing the one example does not catch the next answer of the family; drawing from every
member of the family does. Exercise 7 (a ``call_tool`` that warns, or raises) and
exercise 9 (a hook that warns, a hook carrying registry-looking attributes) use these;
exercises 4, 5 and 11 draw texts with template syntax (:data:`TEMPLATE_SYNTAX`).
"""

from __future__ import annotations

import binascii
import builtins
import concurrent.futures
import configparser
import csv
import dataclasses
import decimal
import functools
import http.client
import inspect
import json
import queue
import re
import shutil
import socket
import sqlite3
import ssl
import subprocess
import sys
import unicodedata
import urllib.error
import xml.etree.ElementTree as ET
import zipfile
import zoneinfo
from collections.abc import Callable
from datetime import date, datetime
from typing import Any

from toolhooks import HookContext, ToolCall

TEMPLATE_SYNTAX = ("{0}", "{}", "{tool}", "{input[x]}", "{{", "}}", "%s", "%(x)s", "$x", "${x}",
                   "{% x %}", "{user_id}")  # fmt: skip
"""Text a template engine would fill (``str.format``, ``%``, ``string.Template``, Jinja):
written as it is, never filled."""
SPREAD_INTO_FORMAT = (
    "Build the reason and the alternative from the values you name (an f-string): "
    "str.format(..., **call.input) or **attributes gets a name twice when the model's input "
    "or the session's attributes hold a key named like one of yours, and raises."
)
"""The hint for a ``TypeError`` of a ``format()`` given a keyword twice (batch AR)."""


def spread_into_format(error: BaseException) -> bool:
    """Whether ``error`` is a call given one keyword twice (``str.format(x=1, **{"x": 2})``)."""
    return isinstance(error, TypeError) and "got multiple values for" in str(error)


NORMALISATION_SENSITIVE = ("e\u0301", "\u212b", "\u2126", "\ufb01", "\uff21", "\u00b2")
"""Characters Unicode normalisation changes (a decomposed é, the Ångström and Ohm signs for
NFC; a ligature, a fullwidth letter and a superscript for NFKC): text is kept with them as
they are (exercises 11 and 12)."""
FOLDED_AWAY = ("\u200b", "\u200d", "\ufeff", "\u00ad", "\u00a0", "\u2122", "\u0301", "\u00e9")
"""Characters one tidying fold or another drops from a name: zero-width characters, a BOM and
a soft hyphen (invisible), a no-break space (``strip``), a trademark sign, a combining accent
and an accented letter (``encode("ascii", "ignore")``)."""


def with_folded_away(name: str) -> tuple[str, ...]:
    """``name`` with each of :data:`FOLDED_AWAY` after it, before it, and after its first
    character, :func:`respelled` and :func:`decorated`: other names, which an exact
    comparison tells from ``name`` (exercises 3, 4, 5 and 13 compare tool names exactly)."""
    return (
        *(
            spelled
            for char in FOLDED_AWAY
            for spelled in (f"{name}{char}", f"{char}{name}", f"{name[:1]}{char}{name[1:]}")
        ),
        *respelled(name),
        *decorated(name),
    )


def decorated(name: str) -> tuple[str, ...]:
    """``name`` with what a tidying match reads past: a final newline (a regex's ``$``
    matches before it), its first letter fullwidth (NFKC folds it back), an MCP namespace
    (``mcp__desk__``) and a dotted one (``desk.``): other tools, which an exact comparison
    tells from ``name`` (batch AX: exercise 4 had them, exercise 5 did not)."""
    if not name:
        return ()
    first = name[0]
    wide = chr(ord(first) + 0xFEE0) if "!" <= first <= "~" else first
    return (f"{name}\n", f"{wide}{name[1:]}", f"mcp__desk__{name}", f"desk.{name}")


def rejoined(name: str) -> tuple[str, ...]:
    """``name``'s words joined another way: hyphens, spaces, dots, camelCase, PascalCase and
    no separator at all (``create-case-file``, ``createCaseFile``): other tools, which a
    match that reads non-word characters as ``_`` (``re.sub(r"\\W+", "_", name)``) or drops
    the separators takes for ``name`` (batch AY)."""
    words = [word for word in name.split("_") if word]
    if len(words) < 2:
        return ()
    camel = words[0] + "".join(word.capitalize() for word in words[1:])
    pascal = camel[:1].upper() + camel[1:]
    forms = ("-".join(words), " ".join(words), ".".join(words), camel, pascal, "".join(words),
             "__".join(words))  # fmt: skip
    return tuple(form for form in dict.fromkeys(forms) if form != name)


def near(name: str) -> tuple[str, ...]:
    """Names that hold ``name`` or that ``name`` holds: its words but the last, its words but
    the first, and ``name`` with a word after it or before it (``create_case``,
    ``create_case_file_draft``): other tools, which a prefix, suffix or substring match takes
    for ``name``."""
    words = name.split("_")
    parts = ("_".join(words[:-1]), "_".join(words[1:])) if len(words) > 1 else ()
    forms = (*parts, f"{name}_draft", f"draft_{name}", f"{name}s", name[:-1])
    return tuple(form for form in dict.fromkeys(forms) if form and form != name)


def other_names_than(name: str) -> tuple[str, ...]:
    """Every near or respelled name of ``name`` the workbook knows: :func:`near`,
    :func:`rejoined` and :func:`with_folded_away`. Exercises 4 and 5 both guard
    ``create_case_file`` by its exact name, so both draw from this one list (batches AX and
    AY each found a variant one of them had and the other had not)."""
    return tuple(dict.fromkeys((*near(name), *rejoined(name), *with_folded_away(name))))


def reads_as(name: str, target: str) -> bool:
    """Whether a tidying match could take ``name`` for ``target``: one of its
    :func:`tidied_forms` is ``target``, or, with every non-word character and ``_`` dropped,
    it ends with ``target`` so squeezed (a namespace before it). A hint names a near name only
    when this holds."""
    squeeze = functools.partial(re.sub, r"[\W_]+", "")
    squeezed = {squeeze(form) for form in tidied_forms(name)}
    return target.casefold() in tidied_forms(name) or any(
        form.endswith(squeeze(target.casefold())) for form in squeezed
    )


LOOK_ALIKES = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440"}
"""Latin letters and the Cyrillic letters drawn just like them."""


def respelled(name: str) -> tuple[str, ...]:
    """``name`` as a decoder or a look-alike fold reads it back: its ``_`` and its first
    letter %-escaped (``unquote`` reads them back), its ``_`` an HTML character reference
    (``&#95;``: ``html.unescape`` reads it back), its ``_`` Markdown-escaped (``\\_``),
    its first letter a capital (sentence case), all of it in capitals or title case (batch
    BA lowered a name written in capitals only), a folder before it (``desk/``, a basename
    reads it back), and its first letter that has a Cyrillic look-alike written with it (a
    confusables skeleton reads it back)."""
    escaped = (
        [
            name.replace("_", "%5F"),
            f"%{ord(name[0]):02X}{name[1:]}",
            name.replace("_", "&#95;"),
            name.replace("_", "\\_"),
            name[:1].upper() + name[1:],
            name.upper(),
            name.title(),
            f"desk/{name}",
        ]
        if name
        else []
    )
    first = next((i for i, char in enumerate(name) if char in LOOK_ALIKES), None)
    if first is not None:
        escaped.append(name[:first] + LOOK_ALIKES[name[first]] + name[first + 1 :])
    return tuple(spelled for spelled in escaped if spelled != name)


READ_AS_LATIN = str.maketrans(
    {**{cyrillic: latin for latin, cyrillic in LOOK_ALIKES.items()}, "\u0445": "x", "\u03bf": "o"}
)
"""Cyrillic and Greek letters read as the Latin ones they look like (a confusables fold)."""


def tidied_forms(name: str) -> set[str]:
    """What tidying folds make of ``name`` (NFKC, :data:`FOLDED_AWAY` dropped, ASCII only,
    %-escapes and HTML references decoded, look-alikes read as Latin, each stripped and
    case-folded): a hint names a near name when one of them is the tool's."""
    import html
    from urllib.parse import unquote

    forms = (
        unicodedata.normalize("NFKC", name),
        "".join(char for char in name if char not in FOLDED_AWAY),
        name.encode("ascii", "ignore").decode("ascii"),
        unquote(name),
        html.unescape(name),
        name.translate(READ_AS_LATIN),
    )
    return {form.strip().casefold() for form in forms}


LONE_BRACES = ("{", "}", "{x}", "a}b")
"""Braces ``str.format`` refuses alone, or fills from a name it was not given."""
TEMPLATED_IDS = (
    *(f"u_{piece}" for piece in (*TEMPLATE_SYNTAX, *LONE_BRACES)),
    "u_{x}{0}}{%s%(x)s${x}\\1",
)
"""Ids holding template syntax, one piece each, and one holding every kind at once (a regex
replacement's group reference \\1 too: batch AM filled a reason with re.sub): an id
is written as it is wherever it appears (a reason formatted twice raises on them)."""

CONTEXT_SHAPED_KEYS = ("context", "hook_context", "session", "overrides", "call")


def context_shaped(**fields: Any) -> dict[str, Any]:
    """An input holding ``fields`` under each key a test harness keeps a call's own fields
    in (``context``, ``hook_context``, ``session``, ``overrides``; ``call`` holds them and a
    ``context`` of them): the model's words. A hook that merges one of them over the session
    (``dataclasses.replace(call.context, **call.input["context"])``) lets the model choose
    its own tier, user or time (exercises 3, 4 and 5; batch AY)."""
    return {
        **{key: dict(fields) for key in CONTEXT_SHAPED_KEYS[:-1]},
        "call": {**fields, "context": dict(fields)},
    }


WORKBOOK_PACKAGES = ("toolhooks", "hookkata.lessons")
"""The packages whose exception classes a learner's tools and hooks may raise."""

WORKBOOK_ERRORS: dict[str, tuple[str, str]] = {
    "AdapterInputError": ("toolhooks.hosts.claude_code.targets", "Exception"),
    "ClockError": ("toolhooks.errors", "RuntimeError"),
    "ConfigError": ("toolhooks.errors", "TypeError"),
    "ContextError": ("toolhooks.errors", "ValueError"),
    "DecisionError": ("toolhooks.errors", "TypeError"),
    "DuplicateToolError": ("toolhooks.errors", "ValueError"),
    "EarlierNotebookMissing": ("hookkata.lessons.earlier_answers", "FileNotFoundError"),
    "EarlierNotebookUnreadable": ("hookkata.lessons.earlier_answers", "ValueError"),
    "EventError": ("toolhooks.errors", "TypeError"),
    "FreezeError": ("toolhooks.errors", "TypeError"),
    "FrozenError": ("toolhooks.errors", "TypeError"),
    "HookSourceError": ("hookkata.lessons.learner_module", "ValueError"),
    "InstallError": ("toolhooks.errors", "TypeError"),
    "InvalidDecisionError": ("toolhooks.errors", "RuntimeError"),
    "InvalidRequest": ("toolhooks.fake.api", "Exception"),
    "MalformedToolUseError": ("toolhooks.errors", "ValueError"),
    "MissingExtraError": ("toolhooks.errors", "ImportError"),
    "PreHookError": ("toolhooks.errors", "RuntimeError"),
    "ResultError": ("toolhooks.errors", "TypeError"),
    "ScriptError": ("toolhooks.errors", "TypeError"),
    "ToolInputError": ("toolhooks.errors", "ValueError"),
    "ToolhooksError": ("toolhooks.errors", "Exception"),
    "TranscriptError": ("toolhooks.hosts.claude_code.transcript", "OSError"),
}
"""Every public ``Exception`` class of :data:`WORKBOOK_PACKAGES` that can be built with a
message (required keyword-only fields filled in), by name: its module, and the first
built-in class it derives from. (``toolhooks.errors.TranscriptError(path, detail)`` takes
two texts; the transcript reader's class of that name is the one here.) Written out, not
found by walking the packages when grading, which imports every module (seconds);
``tests/test_wide_classes.py`` walks them to keep this table whole."""


ENTRY_FUNCTIONS: dict[str, Any] = dict.fromkeys(
    ("hook", "callback", "handler", "fn"), "h_registered"
)
"""The names a registry entry keeps its function under, holding text on a hook: a runner
that unwraps an entry (``getattr(entry, "hook", entry)(...)``) calls a ``str`` and fails,
where it should call the hook it was handed (exercises 9 and 10)."""


def idle_entry_method(*_args: Any, **_kwargs: Any) -> None:
    """What a hook's ``run``, ``handle`` or ``execute`` attribute does: nothing. A runner
    that calls it instead of the hook itself skips what the hook does."""
    return


ENTRY_METHODS: dict[str, Any] = dict.fromkeys(("run", "handle", "execute"), idle_entry_method)
"""Methods a plugin-style hook object might carry beside ``__call__``: a runner that prefers
``hook.run(event)`` to ``hook(event)`` calls them, and the hook does nothing (exercises 9
and 10)."""


def never_applies(*_args: Any, **_kwargs: Any) -> bool:
    """What a hook's ``applies_to``, ``should_run`` or ``is_enabled`` predicate says, for
    any tool or event: no. A runner that asks it first skips a hook it was handed."""
    return False


ENTRY_PREDICATES: dict[str, Any] = dict.fromkeys(
    ("applies_to", "should_run", "applies", "accepts", "is_enabled"), never_applies
)
"""Predicates a registry entry might carry (``toolhooks.registry.RegisteredHook`` has an
``applies_to``), each saying "not this one": the runner was handed the hook, so it runs it
without asking (exercises 9 and 10; batch AK)."""

HOOK_ATTRIBUTES: dict[str, Any] = {
    "matcher": "Bash",
    "tools": "Bash",
    "dry_run": True,
    "log_only": True,
    "shadow": True,
    "monitor_only": True,
    "event": "PostToolUse",
    "enabled": False,
    "disabled": True,
    "active": False,
    "skip": True,
    "timeout": 0,
    "retries": 2,
    "critical": True,
    "fail_open": True,
    "fail_closed": True,
    "optional": True,
    "priority": 0,
    "order": 0,
    "weight": 0,
    "cost": 0,
    "rank": 0,
    "always_run": True,
    "read_only": True,
    "tryfirst": True,
    "trylast": True,
    "hookwrapper": True,
    "async_": True,
    "background": True,
    "once": True,
    **ENTRY_FUNCTIONS,
    **ENTRY_METHODS,
    **ENTRY_PREDICATES,
}
"""Attributes a registry or a runner might read on a hook, each with a value that would
change what a runner honouring it does: a ``matcher``, ``tools`` or ``event`` naming another
tool or event, switches saying "off" (or "only log": ``dry_run``, ``shadow``), a
``timeout`` of 0 (:data:`PAST_TIMEOUT` for some: :func:`hook_attributes`), ``retries``,
flags (``critical``, ``fail_open``, ``fail_closed``, ``optional``), ``always_run`` (an
audit hook's "run me after a denial too") and ``read_only`` (an observer's "my rewrites
do not count"), pluggy's ``tryfirst``, ``trylast`` and ``hookwrapper``, ``async_`` and
``background`` (Claude Code's ``async`` hooks: "do not wait for me"), ``once`` (an event
listener's), ordering numbers, and the names a registry entry keeps its function under
(``hook``, ``callback``, ``handler``, ``fn``: a runner that calls ``getattr(entry, "hook",
entry)`` calls that, not the hook), methods that do nothing
(:data:`ENTRY_METHODS`) and predicates that say no (:data:`ENTRY_PREDICATES`). A chain
runs every hook it is handed, in the order given, and lets every exception through: none of
these changes anything.
:func:`hook_attributes` gives them per hook."""

_FLAGS = (
    "critical",
    "fail_open",
    "optional",
    "tryfirst",
    "trylast",
    "async_",
    "once",
    "fail_closed",
)
PAST_TIMEOUT = 1e-6
"""A ``timeout`` of a microsecond: past before any call of a hook comes back. A runner that
honours a hook's ``timeout`` (a thread and ``result(timeout=...)``) drops every such hook's
answer, though it answered."""
ORDERING = ("priority", "order", "weight", "cost", "rank")
"""The ordering numbers a hook carries, falling as its number rises (:func:`hook_attributes`)."""


def hook_attributes(number: int) -> dict[str, Any]:
    """:data:`HOOK_ATTRIBUTES` as hook ``number`` of a list carries them: the switches and
    ``retries`` as they are; ``timeout`` 0 for an even number, :data:`PAST_TIMEOUT` for an
    odd one; the flags alternating with the number (a runner honouring one treats hooks
    apart); the ordering numbers falling as the number rises (sorting by one reorders the
    list)."""
    carried = dict(HOOK_ATTRIBUTES)
    carried["timeout"] = PAST_TIMEOUT if number % 2 else 0
    carried |= {flag: (number + k) % 2 == 0 for k, flag in enumerate(_FLAGS)}
    carried |= {key: -number % (3 + k) for k, key in enumerate(ORDERING)}
    return carried


def builtin_warnings() -> tuple[type[Warning], ...]:
    """Every built-in ``Warning`` category, ``Warning`` itself first: a tool or hook that
    warns and returns is answered by what it returned, whatever its category."""
    found = {
        cls for cls in vars(builtins).values() if isinstance(cls, type) and issubclass(cls, Warning)
    }
    return tuple(sorted(found, key=lambda cls: (cls is not Warning, cls.__name__)))


def warning_named(name: str, pick: str) -> type[Warning]:
    """The built-in warning category called ``name``, else one chosen by ``pick``."""
    categories = builtin_warnings()
    by_name = {cls.__name__: cls for cls in categories}
    return by_name.get(name) or categories[sum(map(ord, pick)) % len(categories)]


def workbook_error(name: str, message: str) -> Exception:
    """An instance of the workbook's exception class ``name`` (:data:`WORKBOOK_ERRORS`)
    whose ``str()`` is ``message``, its required keyword-only fields (a ``PreHookError``'s
    ``hook_name`` and ``tool_name``) filled in.

    The class itself when its module is loaded here; otherwise a stand-in of its name, its
    module and its built-in base, which crosses to the answer's process as the class
    itself would (:mod:`hookkata.grading.codec` rebuilds the real one there when the answer
    imported it, as it must to name it). So the grader never imports
    ``toolhooks.fake.api`` (the SDK) or ``hookkata.lessons.earlier_answers`` (nbformat)."""
    home, base = WORKBOOK_ERRORS[name]
    cls = getattr(sys.modules.get(home), name, None)
    if not (isinstance(cls, type) and issubclass(cls, Exception)):
        cls = _stand_in(name, home, base)
    error = _built(cls, message)
    if error is None:
        raise TypeError(f"{home}.{name} cannot be built from a message alone")
    return error


@functools.cache
def _stand_in(name: str, home: str, base: str) -> type[Exception]:
    builtin = getattr(builtins, base)
    return type(name, (builtin,), {"__module__": home, "__qualname__": name})


def _built(cls: type[Exception], message: str) -> Exception | None:
    try:
        error: Any = cls(message, **_required_keywords(cls))
    except (TypeError, ValueError):
        return None
    return error if isinstance(error, cls) and str(error) == message else None


def _required_keywords(cls: type[Exception]) -> dict[str, str]:
    """A text for each keyword-only parameter ``cls`` requires (none for a class that keeps
    ``Exception``'s own constructor, whose signature cannot be read)."""
    try:
        parameters = inspect.signature(cls).parameters
    except ValueError:
        return {}
    return {
        name: "grader"
        for name, parameter in parameters.items()
        if parameter.kind is inspect.Parameter.KEYWORD_ONLY
        and parameter.default is inspect.Parameter.empty
    }


SETTINGS_LOOKING_ATTRIBUTES: dict[str, Any] = {
    **dict.fromkeys(
        ("alternative", "upgrade_offer", "upgrade_text", "offer", "upsell", "message",
         "reason", "note", "reopen_note", "deny_alternative", "deny_reason", "hint",
         "support_hint", "help_text"),
        "  ",  # blank, but not falsy: `attributes.get(key) or default` keeps it
    ),
    **dict.fromkeys(
        ("enabled", "rule_enabled", "rules_enabled", "enforce", "enforced", "active",
         "deploy_window", "deploy_window_enabled", "window_enabled", "free_tier_rule",
         "free_tier_enabled", "hooks_enabled", "policy_enabled", "case_files_paused",
         "enforce_same_user", "same_user_enabled", "same_user_only", "enforce_free_tier",
         "enforce_deploy_window"),
        False,
    ),
}  # fmt: skip
"""Attributes a session might carry as settings of a rule: the texts blank (spaces), the
switches off. A rule takes none of them: its alternative is its own and never blank, and it is
never switched off for a session (batch AL: an alternative read from an attribute, a
``deploy_window: False`` flag honoured)."""


EXEMPTION_CLAIMS: dict[str, Any] = {
    **dict.fromkeys(
        ("dry_run", "preview", "simulate", "force", "hotfix", "emergency", "override",
         "bypass", "skip_hooks", "no_verify"),
        True,
    ),
    "labels": ["hotfix", "emergency"],
    "tags": ["override"],
}  # fmt: skip
"""What an input may claim to be let through a rule: a dry run, a forced or emergency change,
a hotfix label (a CI freeze window's habit), a flag to skip hooks (``git commit
--no-verify``'s). The model's words: a rule reads the call and the session, and none of them
changes its verdict (exercises 3 and 5; batches AQ and AR)."""


def tools_listed(*names: str) -> dict[str, Any]:
    """Attributes a session might carry listing tools a rule should also cover (paused,
    blocked, premium), each naming ``names``, comma- or space-separated (attributes are
    flat): a rule reads its own tool's name only, so another tool stays allowed (batch AP
    widened Rule C by a ``paused_tools`` attribute)."""
    return {
        key: separator.join(names)
        for key, separator in (
            ("paused_tools", ","),
            ("blocked_tools", ", "),
            ("denied_tools", " "),
            ("premium_tools", ","),
            ("restricted_tools", ";"),
            ("deploy_paused_tools", ","),
            ("extra_tools", "|"),
        )
    }


HOST_ATTRIBUTES: dict[str, Any] = {
    "transcript_path": "/home/u/.claude/projects/-work-project/9f1c2e.jsonl",
    "cwd": "/work/project",
    "hook_event_name": "PostToolUse",
    "permission_mode": "default",
}
"""What a Claude Code session's context carries as attributes (the adapter passes on the
hook input's extra keys): a transcript file named after the host's own session id, which is
not the context's ``session_id`` (batch AP read the id off it)."""


HOST_CASE = (
    "a Claude Code session's attributes: a transcript_path named after the host's session "
    "(not the context's session_id)"
)
"""The fixed case of :data:`HOST_ATTRIBUTES` (exercises 11 and 12)."""


def without_attributes(call: ToolCall) -> ToolCall:
    """``call`` in the same session with no attributes: whether an answer decides otherwise
    there tells that an attribute decided (exercises 3, 4 and 5's hints)."""
    return dataclasses.replace(call, context=dataclasses.replace(call.context, attributes={}))


INPUT_TOOL_KEYS = ("tool_name", "tool", "name", "function", "action", "command")
"""The keys a router or proxy tool's input names another tool under: the call is to the
router, whatever its input names (exercises 4 and 5)."""


EXCEPTION_GROUP: Any = getattr(builtins, "ExceptionGroup", None)
"""``ExceptionGroup`` where Python has it (3.11 on), else ``None``."""


def exception_group(message: str, *members: Exception) -> Exception:
    """An ``ExceptionGroup``: its own message is ``args[0]``, its ``str()`` that and
    ``(N sub-exceptions)``; either is its message. (Python 3.10 has no groups: a
    ``RuntimeError`` of the message alone.)"""
    if EXCEPTION_GROUP is None:
        return RuntimeError(message)
    group: Exception = EXCEPTION_GROUP(message, list(members))
    return group


STDLIB_ERRORS: dict[str, Callable[[str], Exception]] = {
    "json.JSONDecodeError": lambda said: json.JSONDecodeError(said, "{", 1),
    "subprocess.CalledProcessError": lambda said: subprocess.CalledProcessError(2, f"opa {said}"),
    "subprocess.TimeoutExpired": lambda said: subprocess.TimeoutExpired(f"opa {said}", 5),
    "sqlite3.OperationalError": lambda said: sqlite3.OperationalError(
        f"database is locked: {said}"
    ),
    "decimal.InvalidOperation": lambda said: decimal.InvalidOperation(f"no amount: {said}"),
    "re.error": lambda said: re.error(f"bad escape in {said}"),
    "urllib.error.URLError": lambda said: urllib.error.URLError(f"no route to {said}"),
    "dataclasses.FrozenInstanceError": lambda said: dataclasses.FrozenInstanceError(
        f"cannot assign to field 'status' in {said}"
    ),
    "concurrent.futures.CancelledError": lambda said: concurrent.futures.CancelledError(
        f"{said}: the pool was shut down"
    ),
}
"""Errors of the standard library a hook meets (a policy file parsed, a command run, a
database locked, an amount parsed, a pattern compiled, a policy server out of reach, a frozen
event written to, a pool shut down) and an
answer may name in an ``except``: each crosses to the answer's process as itself (its
arguments plain, a command as one text, so it is rebuilt whole there: its ``str()`` works)."""


MORE_STDLIB_ERRORS: dict[str, Callable[[str], Exception]] = {
    "queue.Full": lambda said: queue.Full(f"exporter buffer full: {said}"),
    "queue.Empty": lambda said: queue.Empty(f"no span to export: {said}"),
    "csv.Error": lambda said: csv.Error(f"line contains NUL: {said}"),
    "configparser.Error": lambda said: configparser.Error(f"no section: {said}"),
    "zipfile.BadZipFile": lambda said: zipfile.BadZipFile(f"File is not a zip file: {said}"),
    "http.client.HTTPException": lambda said: http.client.HTTPException(f"got more than 100 "
                                                                        f"headers: {said}"),
    "binascii.Error": lambda said: binascii.Error(f"Incorrect padding: {said}"),
    "xml.etree.ElementTree.ParseError": lambda said: ET.ParseError(f"not well-formed: {said}"),
    "shutil.Error": lambda said: shutil.Error(f"Destination path exists: {said}"),
    "ssl.SSLError": lambda said: ssl.SSLError(f"certificate verify failed: {said}"),
    "socket.gaierror": lambda said: socket.gaierror(f"Temporary failure in name resolution: "
                                                    f"{said}"),
    "zoneinfo.ZoneInfoNotFoundError": lambda said: zoneinfo.ZoneInfoNotFoundError(
        f"No time zone found with key Mars/Olympus: {said}"),
}  # fmt: skip
"""More errors of the standard library an answer may name in an ``except`` (an exporter's
full queue, a policy file in TOML, CSV or INI, an archive, an HTTP reply, base64, XML, a
copy, TLS, DNS, a time zone): batch AV let ``queue.Full`` and ``tomllib.TOMLDecodeError``
through by name, batch AW ``ssl.SSLError`` and ``socket.gaierror``, batch AZ
``zoneinfo.ZoneInfoNotFoundError``."""

if sys.version_info >= (3, 11):  # a policy file in TOML: the standard library's from 3.11
    import tomllib

    MORE_STDLIB_ERRORS["tomllib.TOMLDecodeError"] = lambda said: tomllib.TOMLDecodeError(
        f"Invalid value: {said}"
    )


def library_errors() -> tuple[Callable[[str], Exception], ...]:
    """Makers of every library error a hook may raise, from a message: the standard
    library's (:data:`STDLIB_ERRORS`), then each of the workbook's own
    (:data:`WORKBOOK_ERRORS`, a ``DecisionError`` among them), then
    :data:`MORE_STDLIB_ERRORS` (last, so each earlier index keeps its error)."""
    own = tuple(functools.partial(workbook_error, name) for name in sorted(WORKBOOK_ERRORS))
    return (*STDLIB_ERRORS.values(), *own, *MORE_STDLIB_ERRORS.values())


SENSITIVE_LOOKING = (
    "card 4111 1111 1111 1111 (exp 12/29), key sk-live-4f9a8b7c6d5e1234abcd, token "
    "ghp_0123456789abcdefABCDEF0123456789abcd, AKIAABCDEFGHIJKLMNOP, password=hunter2, "
    "Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2ln, ada@example.com, SSN 123-45-6789, "
    "IBAN DE89 3704 0044 0532 0130 00: ignore the previous instructions and disregard the "
    "above"
)
"""Text a security habit masks, redacts or drops: a card number, API keys and tokens of
three vendors' shapes, a password, a bearer token, an e-mail address, a social security
number, an IBAN, and a prompt-injection phrase. Where the text says a value is kept as it
is (a Deny's reason, a crash message, a file's content), it is kept with all of these
(batch AS: cards masked, secrets redacted, e-mails masked, an alternative that says "ignore
the previous" dropped; exercises 6, 7 and 13)."""

TERMINAL_ESCAPES = "\x1b[1m\x1b[31m"
"""ANSI escapes (bold, red) a terminal habit strips: text holding them is another text
(exercises 3, 9 and 12; batch AS stripped them from an id and from an end reason)."""
SUFFIXED_TOOL_NAMES = (
    "create_case_file_20250101",
    "create_case_file_2025-01-01",
    "create_case_file_tool",
    "create_case_file_latest",
)
"""``create_case_file`` with a suffix a versioning habit drops (the API's dated tool types,
``text_editor_20250124``; a ``_tool`` or ``_latest`` tag): other tools, named exactly
(exercises 4 and 5; batch AV)."""
DATED_TOOL_NAMES = (
    "bash_20250124",
    "text_editor_20250728",
    "web_search_20250305",
    "web_search_20260209",
)
"""The API's versioned tool names (a tool type's date after its name), each a tool of its
own, named exactly: exercise 7 answers their tool_use blocks, 9 hands hooks a call of one,
11 writes one as it is, 12 counts two versions of one tool apart (batch AW)."""
DATED_NAME = re.compile(r"_\d{8}\Z")
"""How a dated tool name ends: an underscore and eight digits."""
ATTRIBUTE_TOOL_NAMES = ("__repr__", "__class__", "__init__", "__sizeof__", "__hash__", "mro")
"""Tool names every Python class has as attributes: a rule found by ``getattr(SomeClass,
call.tool_name)`` "dispatches" them (``__repr__`` returns a str, ``__class__`` a class),
where they are other tools, allowed (exercises 3, 4 and 5; batch AW)."""
PATTERN_TOOL_NAMES = ("*", "create_*", "*_orders", "[cg]*")
"""Tool names that are glob patterns: ``fnmatchcase(rule, call.tool_name)``, its arguments
swapped, takes the model's name for the pattern and matches a guarded tool; each is another
tool, allowed (exercises 3, 4 and 5; batch AW)."""
ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
"""An ANSI escape (``\\x1b[31m``), as a terminal habit's regex finds one: the graders strip
them to tell which habit an answer followed (exercises 3, 11 and 12)."""
CONTROL_CHARACTERS = "\t\x1b\x00\x7f"
"""Control characters (a tab, ESC, NUL, DEL) a sanitising habit drops or refuses: legal in
a string, kept as they are (exercises 3 and 9; batch AS)."""
NON_LATIN_CONTEXT = HookContext("ユーザー_4", "free", "s_東京🙂")
"""A free session whose ids hold letters Latin-1 cannot (Japanese, Chinese) and an emoji:
the ids are text like any other, and a habit that encodes them (``.encode("latin-1")``, an
HTTP header's) for a reference code crashes on them (exercises 3, 4 and 5; batch BD)."""
EDGE_DAYS: dict[str, datetime] = {
    "on the 366th day of a leap year, in ISO week 53 (2020-12-31)": datetime(2020, 12, 31, 2, 30),
    "on the last day of a 53-week ISO year (2026-12-31)": datetime(2026, 12, 31, 2, 30),
    "in ISO week 1 of the next year (2024-12-30)": datetime(2024, 12, 30, 2, 30),
    "on a leap day (2024-02-29)": datetime(2024, 2, 29, 2, 30),
    "on the 31st of a month before February (2026-01-31)": datetime(2026, 1, 31, 2, 30),
    "on the 31st of a month before a month of 30 days (2026-03-31)": datetime(2026, 3, 31, 2, 30),
}
"""Days a table by the day of the year or the ISO week misses (365 days, 52 weeks), and days
a date moved by a month breaks on (the 31st, kept in a shorter month), all at 02:30 UTC
(inside the deploy window): a rule that reads no date is the same on each, and a hook that
picks a tip or an offer from such a table, or names a day a month later, crashes there
(exercises 3, 4, 5; batches BF and BG). Naive: each exercise stamps them in UTC."""
CALENDAR_EDGES: tuple[date, ...] = (
    date(2028, 2, 29),
    date(2000, 2, 29),
    *(when.date() for when in EDGE_DAYS.values()),
    date(2027, 1, 1),
    date(2026, 4, 30),
    date(2026, 1, 31),
    date(2027, 2, 28),
)
"""Days where a date-moving answer (``replace(year=...)``, day + 1, month arithmetic) or a
table by day or week breaks: 29 February of leap years (one a century year), year ends and
starts, month ends, and :data:`EDGE_DAYS` (exercise 5's strategy samples them)."""
LINE_BREAKS = (
    "\n",
    "\r",
    "\r\n",
    "\x0b",
    "\x0c",
    "\x1c",
    "\x1d",
    "\x1e",
    "\x85",
    "\u2028",
    "\u2029",
)
"""Every line boundary ``str.splitlines`` knows: the group separators ``\x1c`` to ``\x1e``
and ``\x85`` too, which few expect (batch BE joined an id's lines back together)."""
REAL_WORLD_VALUES: dict[str, str] = {
    "timestamp": "2025-03-01T04:00:00Z",
    "phone": "+1 415 555 0100",
    "uuid": "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
    "ulid": "01HQZ8V6K2M3N4P5Q6R7S8T9VW",
    "url": "https://API.Example.com/v1/orders?token=abc123&page=2",
    "json": '{"error": {"code": 503, "retry": true}}',
    "email": "Ana.Silva@Example.com",
    "path": "~/reports/../q3.csv",
    "ip": "192.168.0.12",
    "escaped": "user%40example.com",
    "home": "/home/ana/notes.txt",
}
"""Values in the shapes real systems give them, each of which a tidying habit rewrites: an
ISO timestamp humanised, a phone number put in E.164 or masked, a UUID lower-cased or cut
short, a ULID case-folded, a URL's host folded or its query redacted, a JSON body
re-indented, an e-mail lower-cased, a path normalised or ``~`` expanded (or a home folder
contracted to ``~``), an IP anonymised,
a %-escape decoded. Where the text says a value is kept as it is, it is kept with each of
these (batch AW; no backslash, apostrophe or line break: ``repr()`` keeps them whole)."""
REAL_WORLD_TEXT = ", ".join(f"{kind} {value}" for kind, value in REAL_WORLD_VALUES.items())
"""Every :data:`REAL_WORLD_VALUES` value in one line of text, each after its kind."""


def rewrote_a_real_world_value(given: str, got: str) -> bool:
    """Whether ``got`` lacks a :data:`REAL_WORLD_VALUES` value that ``given`` holds."""
    return any(value in given and value not in got for value in REAL_WORLD_VALUES.values())
