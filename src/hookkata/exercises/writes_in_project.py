"""Exercise 13: keep Claude Code's Write and Edit inside the project folder."""

from __future__ import annotations

import dataclasses
import itertools
import os
import posixpath
import random
import string
import tempfile
import unicodedata
from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from typing import Any

from hypothesis import strategies as st

from hookkata.exercises.wide_classes import FOLDED_AWAY, SENSITIVE_LOOKING
from hookkata.grading import environment
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.expect import (
    NO_ALTERNATIVE_HINT,
    allowing_hint,
    expect_each_in_a_row,
    memo_across_sessions_hint,
    no_decision_hint,
)
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import AnswerCrashed, FreshRow, Mismatch, call_answer, shown
from hookkata.lessons.project_rules import keep_writes_in_project
from toolhooks import Deny, HookContext, ToolCall
from toolhooks.decisions import Allow
from toolhooks.errors import ToolhooksError
from toolhooks.testing import DEFAULT_NOW

NAME = "keep_writes_in_project"
PROJECT = "/work/project"
FOLDER_NAME_FIRST = (
    "a relative path starting with the folder's own name (project/..: the folder itself)"
)
BACKSLASHED_FOLDER = "a project folder whose name holds a backslash (/work/a\\b): one folder"
ABOVE_THE_ROOT = "a '..' above the root (/../work/project/x.txt: normpath stays at /)"
EMPTY_PARTS_OUT = "an empty part before '..' (x//../../y: '//' is one separator)"

_WHOLE_TEXT = (
    "Take file_path whole: a NUL is a character of the text, not its end (no cutting at "
    "'\\x00' as C would); normalise all of it."
)
_NO_SHORTCUT = (
    "Normalise every file_path, a bare name too: '..' has no slash and is the folder above "
    "(no shortcut for names without a '/')."
)
_PATH_MAX = 4096
_WHOLE_LENGTH = (
    "Normalise the whole file_path, however long: a cut at PATH_MAX (4,096) keeps the part "
    "inside and drops the '..' that leaves the folder."
)
_DOT_RUNS = (
    "Only '..' is a step up: a part of three dots or more ('...', '....') is a name, as "
    "os.path.normpath leaves it. A hand-written normaliser must pop for '..' alone."
)
_RELATIVE = (
    "A relative file_path is taken from the project folder: "
    "os.path.normpath(os.path.join(project, file_path)), never from the Python process's "
    "own folder (os.path.abspath)."
)
_PARTS = (
    "/work/project-old starts with the letters of /work/project but is not inside it: "
    "compare whole path parts, with os.path.commonpath([project, target]) == project, "
    "both normalised first (os.path.normpath), so a trailing slash or '..' cannot decide."
)
_NORMPATH = (
    "Resolve '.' and '..' before comparing: os.path.normpath(os.path.join(project, "
    "file_path)); '/work/project/../../etc/passwd' is /etc/passwd."
)
_EDIT = "Check Edit too: it changes a file as surely as Write does."
_CONTEXT = (
    "The project folder is call.context.attributes['cwd'], which the adapter takes from "
    "Claude Code; a 'cwd' in call.input is the model's word."
)
_NOTHING = (
    "Nothing to check is no permission: deny a Write or Edit whose file_path is missing, "
    "empty or not a string, or whose session has no project folder ('cwd' missing or '')."
)
_PERCENT_TUPLE = (
    "A file_path of another type must not crash the hook: '%s' % path takes a tuple (a "
    "list, once frozen) for the format's arguments. Write it with f'{path!r}', or check "
    "that it is a str before you format it."
)
_MISSING_KEY = (
    "A missing key must not crash the hook: read the path with call.input.get('file_path') "
    "and the folder with .attributes.get('cwd'), then deny when either is absent."
)
_NO_CWD_CLAIM = (
    "Without a 'cwd' in the session's context attributes there is no project folder: deny. "
    "Take the folder from the context only, not from the model's input, whose 'cwd' is the "
    "model's word."
)
_OTHERS = (
    "The rule is about Write and Edit only: Read, Bash, Grep or TodoWrite are allowed, "
    "whatever path they name."
)
_BASH = (
    "Bash is another tool: allow it whatever its command writes ('>', tee, cp, mv out of "
    "the folder); the rule reads no command, only the file_path of a Write or an Edit."
)
_WHOLE_NAME = (
    "An MCP tool's name is whole: mcp__fs__Write is another tool than Claude Code's Write. "
    "Compare call.tool_name exactly: call.tool_name in ('Write', 'Edit')."
)
_EXACT_NAME = (
    "Compare call.tool_name with 'Write' and 'Edit' exactly: call.tool_name in ('Write', "
    "'Edit'), a tuple, not a substring of the text 'Write|Edit' nor another case."
)

_NAME_AS_IT_IS = (
    "Compare call.tool_name as it is: ' Write', 'Edit\\n', 'Write.' and a fullwidth "
    "'\uff37rite' are other tools; never strip, fold or normalise the name."
)


def _others_hint(call: ToolCall) -> str:
    """A name the matcher text contains, or a case variant, is compared loosely; an MCP
    tool named ...__Write or ...__Edit was taken by its last part; any other name means the
    tool was not checked at all; Bash, that its command was parsed for the files it writes."""
    name = call.tool_name
    if "__" in name and name.rsplit("__", 1)[-1].casefold() in ("write", "edit"):
        return _WHOLE_NAME
    if name in "Write|Edit" or name.casefold() in ("write", "edit"):
        return _EXACT_NAME
    if name == "Bash":
        return _BASH
    return _NAME_AS_IT_IS if _loosened(name) in ("write", "edit") else _OTHERS


def _loosened(name: str) -> str:
    """``name`` as a loose comparison sees it: compatibility-normalised, whitespace,
    zero-width characters and punctuation stripped from its ends, case folded."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return folded.strip(string.whitespace + string.punctuation + "\u00a0\u3000\u200b\ufeff")


TRAILING_DOTS = "the folder's parent as '/work/project/..' (its last '..' is the parent)"
ROOT_SPELLINGS = ("/tmp/..", "/./", "/work/project/../..")
"""The root folder given with '.' and '..': normalised on the text, it is '/', and everything
is inside it (batch AR tested for '/' before normalising)."""
AT_NAMES = "a relative name starting '@' ('@/etc/hosts': a folder named @ inside, no mention)"
ROOT_NO_PATH = "the root '/' as cwd, no file_path (everything is under it: still nothing to check)"


def _call(
    tool: str,
    tool_input: dict[str, Any],
    project: str | None = PROJECT,
    others: dict[str, Any] | None = None,
    session: Session | None = None,
) -> ToolCall:
    """A call of ``tool`` in a session whose folder is ``project`` (no ``cwd`` when
    ``None``), its context holding ``others`` attributes too; ``session`` is its tier, user,
    id and the time of the call (:data:`PLAIN`, a free plan's user, by default)."""
    attributes = {**(others or {}), **({} if project is None else {"cwd": project})}
    tier, user, session_id, when = session or PLAIN
    context = HookContext(user, tier, session_id, attributes)  # type: ignore[arg-type]
    return ToolCall(tool, "toolu_01", tool_input, context, when)


Session = tuple[str, str, str, datetime]
"""A session's tier, user and id, and the time of the call."""
PLAIN: Session = ("free", "u_004", "s_cc_1", DEFAULT_NOW)
"""The session of every example but those trying others: a free plan's ordinary user."""


def _session_of(call: ToolCall) -> Session:
    context = call.context
    return (context.tier, context.user_id, context.session_id, call.timestamp)


def _write_as(path: str, session: Session, others: dict[str, Any]) -> ToolCall:
    """A Write of ``path`` in the project, by a session of ``session`` holding ``others``."""
    return _call("Write", {"file_path": path, "content": "hello\n"}, PROJECT, others, session)


SPELLED_LOOSELY = "an absolute path inside, with './' and no '..' ('/work/./project/a.txt')"
THROUGH_A_SIBLING = "through a sibling folder and back ('/work/project-old/../project/x')"
DOT_RUNS = "a name of three dots inside ('...' is a name, not a step up)"


def _write(path: object, tool: str = "Write", **extra: object) -> ToolCall:
    return _call(tool, {"file_path": path, "content": "hello\n", **extra})


WRAPPED_DOTS: dict[str, ToolCall] = {
    "a path wrapped in angle brackets ('<..' is a name inside)": _write("<../notes.txt>"),
    "a path wrapped in backticks ('`..' is a name inside)": _write("`../notes.txt`"),
    "a '..' with a combining accent ('..\u0301' is a name inside)": _write("..\u0301/notes.txt"),
}
"""Names that hold '..' with something more: angle brackets or backticks a model writes
around a path, a combining accent on the dots. Each is a name inside: nothing is stripped
(batch BG stripped them and denied)."""


def describe(call: ToolCall) -> str:
    attributes, context = call.context.attributes, call.context
    cwd = attributes.get("cwd", "(none)")
    others = {k: v for k, v in attributes.items() if k != "cwd"}
    more = f" and other attributes {others!r}" if others else ""
    if _session_of(call) != PLAIN:
        more += (
            f", a {context.tier} session {context.session_id!r} of user {context.user_id!r} at "
            f"{call.timestamp:%Y-%m-%d %H:%M:%S}"
        )
    tool_input = {k: _cut(v) for k, v in call.input.items()}
    return f"{call.tool_name}({tool_input!r}) with the project folder cwd={cwd!r}{more}"


class _Long(str):
    """A long text as an example shows it: its start, its end and its length."""

    def __repr__(self) -> str:
        head, tail = str.__repr__(self[:24]), str.__repr__(self[-24:])
        return f"<{len(self):,} characters: {head}...{tail}>"


def _cut(value: Any) -> Any:
    """``value``, or a long text shown by its start, end and length (a 1 MB content, a
    path 1,000 folders deep)."""
    return _Long(value) if isinstance(value, str) and len(value) > _SHOWN_WHOLE else value


_SHOWN_WHOLE = 1_000
"""Texts up to this length are shown whole in an example."""


def _decide(answer: Callable[..., Any], call: ToolCall) -> Any:
    try:
        return call_answer(answer, call, example=describe(call))
    except AnswerCrashed as crash:
        texts = (call.input.get("file_path"), call.context.attributes.get("cwd"))
        fields = any(isinstance(t, str) and any(c in t for c in "{}%") for t in texts)
        if fields and isinstance(crash.error, (KeyError, IndexError, ValueError, TypeError)):
            crash.hint = _FORMAT_FIELDS  # the model's text went through str.format or %
        elif isinstance(crash.error, UnicodeError):
            crash.hint = _SURROGATE  # a lone surrogate encoded (os.fsencode, .encode())
        raise


_SURROGATE = (
    "A path may hold a lone surrogate ('\\ud800': JSON's escape reads back as one), which "
    "UTF-8 cannot encode: compare the str paths as they are; never encode them or hand "
    "them to the file system (os.fsencode, .encode(), os.path.realpath)."
)


_FORMAT_FIELDS = (
    "A '{', '}' or '%' in file_path (or the folder) is text: build the reason once, with "
    "an f-string; formatting text that already holds the path (.format, %) reads them as "
    "fields."
)
_NO_STAND_IN = (
    "Only 'cwd' names the project folder: without it, deny; no other attribute "
    "(project_dir, root, workspace) stands in for it."
)


def _denies(answer: Callable[..., Any], call: ToolCall) -> bool:
    try:
        return type(_decide(answer, call)) is Deny
    except Exception:
        return False


def _inside(project: str, path: str) -> bool:
    return os.path.commonpath([project, path]) == project


def _why_allowed(answer: Callable[..., Any], call: ToolCall) -> str:
    """The mistake behind allowing an outside write, told from the example."""
    cwd = str(call.context.attributes.get("cwd"))
    project = os.path.normpath(cwd)
    path = str(call.input.get("file_path"))
    if cwd != cwd.strip() or cwd.endswith("."):
        return _FOLDER_AS_IT_IS
    if "cwd" in call.input:
        plain = call.with_input({k: v for k, v in call.input.items() if k != "cwd"})
        if _denies(answer, plain):
            return _CONTEXT
    if call.tool_name == "Edit" and _denies(answer, dataclasses.replace(call, tool_name="Write")):
        return _EDIT
    if _denies(answer, _plain_session(call)):
        return _NO_GRANT  # the same call by a plain session is denied
    if len(call.context.attributes) > 1:
        alone = HookContext("u_004", "free", "s_cc_1", {"cwd": cwd})
        if _denies(answer, dataclasses.replace(call, context=alone)):
            return _ONLY_CWD
    if next(iter(call.input), "file_path") != "file_path":
        first = {"file_path": call.input.get("file_path"), **call.input}
        if _denies(answer, call.with_input(first)):
            return _PATH_BY_KEY  # the same input, file_path first, is denied
    if set(call.input) - {"file_path", "content", "cwd"} or call.input.get("content") == "":
        bare = call.with_input({"file_path": call.input.get("file_path"), "content": "x"})
        if _denies(answer, bare):
            return _ONLY_FILE_PATH
    letters = path.translate({ord(c): "_" for c in _READ_AS_SOMETHING_ELSE})
    if letters != path and _denies(answer, call.with_input({**call.input, "file_path": letters})):
        return _NAMES_AS_THEY_ARE  # the same path without those characters is denied
    joined = os.path.join(project, path)
    target = os.path.normpath(joined)
    exempt = (os.path.normpath(f) for f in (*EXEMPT_LOOKING, *environment.learner_folders()))
    if target.find(project, 1) > 0:
        return _AT_THE_START
    if any(_inside(f, target) and not _inside(f, project) for f in exempt):
        return _NO_EXEMPTION_HINT
    undotted = "/".join(part for part in path.split("/") if part != ".")
    if "/./../" in f"/{path}" and _denies(
        answer, call.with_input({**call.input, "file_path": undotted})
    ):
        return _DOT_PARTS
    if split_part(project) and _inside(split_part(project), target):
        return _ONE_FOLDER
    if any(c in project for c in _PATTERN_CHARACTERS):
        return _NOT_A_PATTERN
    if _inside(_nfc(project), _nfc(target)):
        return _UNICODE_AS_IT_IS
    if _inside(project.lower(), target.lower()):
        return (
            "Compare the paths as they are, case-sensitive: /work/PROJECT is another folder "
            "than /work/project on Linux."
        )
    if os.path.realpath(target) != target and _inside(project, os.path.realpath(target)):
        return (
            "Normalise on the text only, with os.path.normpath: no symlink is followed "
            "(os.path.realpath reads the grading machine's file system)."
        )
    if "\x00" in path and _inside(
        project, os.path.normpath(os.path.join(project, path.partition("\x00")[0]))
    ):
        return _WHOLE_TEXT  # cut at the NUL, it would land inside
    if len(path) > _PATH_MAX and _inside(
        project, os.path.normpath(os.path.join(project, path[:_PATH_MAX]))
    ):
        return _WHOLE_LENGTH  # cut at PATH_MAX, it would land inside
    if "/" not in path and not os.path.isabs(path):
        return _NO_SHORTCUT  # a bare name, '..' itself
    spelled = _spelling_hint(path)
    if spelled:
        return spelled
    if joined.startswith(project + "/") or joined == project:
        return _NORMPATH
    if os.path.normpath(joined).startswith(project):
        return _PARTS
    return _NORMPATH


def _spelling_hint(path: str) -> str:
    """What a path's own spelling tells, either way it was judged wrongly: parts that hold
    ``..`` and more (``'<..'``, ``'..\u0301'``: names, read as ``..`` by a tidy-up), or a
    relative path; else ``""``."""
    if _dots_and_more(path):
        return _NAMES_AS_THEY_ARE
    return _RELATIVE if not os.path.isabs(path) else ""


def _nfc(path: str) -> str:
    return unicodedata.normalize("NFC", path)


_UNICODE_AS_IT_IS = (
    "Compare the names code point by code point: no NFC or NFD normalisation. On Linux a "
    "name is bytes, so 'café' written composed and decomposed are two folders (only macOS "
    "folds them, and the hook runs wherever Claude Code does)."
)


def _plain_session(call: ToolCall) -> ToolCall:
    """``call`` by a free plan's ordinary user, without the attributes that look like a
    grant (:data:`GRANT_LOOKING`): its folder and folder-looking attributes kept. The very
    call when its session is plain already."""
    context = call.context
    attributes = {k: v for k, v in context.attributes.items() if k not in GRANT_LOOKING}
    if _session_of(call) == PLAIN and dict(context.attributes) == attributes:
        return call
    tier, user, session_id, when = PLAIN
    plain = HookContext(user, tier, session_id, attributes)  # type: ignore[arg-type]
    return dataclasses.replace(call, context=plain, timestamp=when)


def _plain_content(call: ToolCall) -> ToolCall:
    """``call`` with its file_path alone and a short text as content, by a plain session:
    what is left when nothing but where the file lands is kept."""
    plain = _plain_session(call).with_input(
        {"file_path": call.input.get("file_path"), "content": "hello\n"}
    )
    context = dataclasses.replace(plain.context, attributes={"cwd": call.context.attributes["cwd"]})
    return dataclasses.replace(plain, context=context)


def _resolved(call: ToolCall) -> ToolCall:
    """``call`` with a file_path in the answer's own temp folder or home: their placeholders
    replaced by the folders of the process the answer runs in (known only when grading)."""
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path.startswith(_IN_LEARNERS):
        return call
    temp, home = environment.learner_folders()
    path = path.replace(_LEARNER_TEMP, temp, 1).replace(_LEARNER_HOME, home, 1)
    return call.with_input({**call.input, "file_path": path})


_LEARNER_TEMP, _LEARNER_HOME = "<the answer's temp folder>", "<the answer's home>"
_IN_LEARNERS = (_LEARNER_TEMP, _LEARNER_HOME)


def _denied(answer: Callable[..., Any], call: ToolCall) -> None:
    call = _resolved(call)
    example = describe(call)
    decision = _decide(answer, call)
    if type(decision) is not Deny:
        hint = no_decision_hint(decision) or _why_allowed(answer, call)
        raise Mismatch(example, shown(decision), "Deny(reason, alternative)", hint)
    if not (decision.alternative or "").strip():
        raise Mismatch(
            example,
            f"alternative: {decision.alternative!r}",
            "a Deny with an alternative too",
            NO_ALTERNATIVE_HINT,
        )


Hint = Callable[[Callable[..., Any], ToolCall], str]
"""What names the mistake behind a wrong verdict on a call, asking the answer again if need be."""


SESSIONS_IN_A_ROW = "sessions in a row, each in its own folder (no memo by id)"


FRESH_SESSIONS = FreshRow(200, "sessions in a row, each in its own folder, each a new object")
"""Sessions in a row, each in a project folder of its own, each call built in the
answer's process only when its turn comes: the worker gives the new context the last one's
address when the answer kept no reference to it (:func:`~hookkata.grading.steps.recycled`),
so a folder memoised by ``id(call.context)`` is another session's from the second call.
200, from before the worker recycled (the allocator's chance: a memo whose work allocates
in between was hit by call 72), for an answer graded in this process."""


WRITES_BY_TURNS = FreshRow(200, "writes in a row, inside and outside by turns, each a new object")
"""Writes of one folder in a row, inside and outside by turns, each call built in the
answer's process when its turn comes: a verdict memoised by ``id(call)`` answers an
outside write with the inside one's None (CPython gives the new call the freed one's
address: batch AT)."""


JOINED_ALIKE = FreshRow(
    6, "writes by turns: 'etc/passwd' under the folder '/', then '/etc/passwd' with no folder"
)
"""Two calls whose folder and path, joined as text, read the same: allowed under the root
folder, denied with no folder at all. A verdict memoised under ``cwd + file_path`` (or any
key that runs the two together) answers the second with the first's None (batch BC)."""


def _joined_alike_row(k: int) -> ToolCall:
    if k % 2:
        return _call("Write", {"file_path": "/etc/passwd", "content": "x\n"}, None)
    return _call("Write", {"file_path": "etc/passwd", "content": "x\n"}, "/")


def _no_folder(call: ToolCall) -> bool:
    return "cwd" not in call.context.attributes


_JOINED_ALIKE_HINT = (
    "Decide each call from its own folder and file_path: a memo keyed on the two run "
    "together as one text (cwd + file_path) mixes up calls whose parts differ."
)


def _by_turns_row(k: int) -> ToolCall:
    path = f"/etc/passwd_{k:03d}" if k % 2 else f"/work/project/notes_{k:03d}.txt"
    return _call("Write", {"file_path": path, "content": "hello\n"}, PROJECT)


def _outside_row(call: ToolCall) -> bool:
    return str(call.input.get("file_path", "")).startswith("/etc/")


_FRESH_WRITES = (
    "Decide each call from its own file_path and folder: no memo of verdicts across calls "
    "(one keyed on id(call) gives a new call an old one's verdict, since Python gives a new "
    "object the id of one freed)."
)


def _session_row(k: int) -> ToolCall:
    folder = f"/work/project_{k:02d}"
    return _call("Write", {"file_path": f"{folder}/notes.txt", "content": "hello\n"}, folder)


_FRESH_SESSIONS = memo_across_sessions_hint("the project folder", "folder")


def _allowed(hint: Hint) -> Callable[[Callable[..., Any], ToolCall], None]:
    def check(answer: Callable[..., Any], call: ToolCall) -> None:
        if isinstance(call, FreshRow):
            if call is WRITES_BY_TURNS:
                expect_each_in_a_row(
                    answer, call, _by_turns_row, _FRESH_WRITES, denied=_outside_row, show=describe
                )
                return
            expect_each_in_a_row(answer, call, _session_row, _FRESH_SESSIONS, show=describe)
            return
        decision = _decide(answer, call)
        if decision is None or type(decision) is Allow:
            return
        said = allowing_hint(decision) or hint(answer, call)
        raise Mismatch(describe(call), shown(decision), "None (allow)", said)

    return check


SEPARATOR_LIKE = (os.pathsep, ";", ",", "|", " ", "\t", "*", "?", "[", "]", "~", "&", "+",
                  "=", "!", "#", "$", "%", "'", '"', "(", ")", "{", "}", "<", ">", "^", "`", "@",
                  "\\", ".", "-", "_", "\n", "\u00a0", "\u3000", "\u200b", "\ufeff")  # fmt: skip
"""Characters that may stand inside a folder's name, each of which some reading takes for a
separator of several folders (``os.pathsep``, ';', ',', '|', whitespace), a pattern (glob
characters), a home ('~'), markup or an invisible character to drop: the folder is one
folder, its name text, whatever it holds."""
_SEPARATORS_FIXED = (os.pathsep, ";", ",", "|", " ", "*", "?", "[", "]", "~")
"""The separator-like characters tried in fixed cases (the others are generated)."""


def split_part(project: str) -> str:
    """``project`` up to its first separator-like character, without a trailing slash:
    the folder a reading that splits (or strips) the name on that character would see;
    ``""`` when the name holds none."""
    cut = min((i for i in map(project.find, SEPARATOR_LIKE) if i > 0), default=-1)
    return project[:cut].rstrip("/") if cut > 0 else ""


_ONE_FOLDER = (
    "cwd names one folder, its name text: ':' (os.pathsep), ';', ',', '|', a space, '~' or "
    "a glob character in it is a letter, never a separator of several folders; never split "
    "or strip cwd, compare with os.path.commonpath([project, target]) == project."
)
_PATTERN_CHARACTERS = frozenset(".[]*?+")
_NOT_A_PATTERN = (
    "The project folder's name is text, not a pattern: '.', '[', '*' in it are letters. "
    "Compare with os.path.commonpath, not with fnmatch or an unescaped "
    "regular expression."
)


def _dots_and_more(path: str) -> bool:
    """Whether a part of ``path`` holds '..' and more (wrapped in '<' or '`', a combining
    accent on it): a name, which a path tidied first reads as '..'."""
    return any(_dots_in_a_name(part) for part in path.split("/"))


def _dots_in_a_name(part: str) -> bool:
    """'<..', '`..', '..\u0301': not '..', not dots alone, and not a name that merely
    starts with '..' ('..hidden'), unless what follows the dots is a combining mark."""
    if ".." not in part or not part.strip("."):
        return False
    return not part.startswith("..") or bool(unicodedata.combining(part[2:3] or "a"))


_NAMES_AS_THEY_ARE = (
    "Take file_path's names as they are: a backslash, a percent escape, an HTML character "
    "reference ('&#47;'), a '$', a '#' or '?', an '@', a newline, a fullwidth dot, a quote or "
    "a space (at an end too) is part of a name on POSIX. Normalise with os.path.normpath "
    "only (no unquote, html.unescape, expandvars, URL parsing, "
    "NFKC, shlex, strip or backslash conversion); a regex '$' matches before a final "
    "newline too."
)
_FOLDER_AS_IT_IS = (
    "Take the folder's name as it is, as file_path's: a space, a newline or a dot at its "
    "end is part of it, and '$HOME' in it is five letters (never strip cwd, rstrip a set "
    "of characters such as '/.' or expand variables in it); os.path.normpath(cwd) only."
)
_ONLY_CWD = (
    "Only cwd names the project folder: other attributes (additional_directories, "
    "project_dir, root, workspace) add no folder where writes may go."
)
_NO_GRANT = (
    "Where the file lands is all that decides: the session's tier (premium), its user "
    "(admin, root), its id, the time of the call and attributes such as role, trusted or "
    "permission_mode (bypassPermissions, acceptEdits) grant nothing; outside the folder is "
    "denied for "
    "every session."
)
_ANY_CONTENT = (
    "Where the file lands is all that decides: inside the folder a Write or Edit is allowed "
    "whatever its content (empty, over a megabyte, binary-looking, JSON, NUL, a password "
    "or a key, another shape), whatever other keys its input holds, and for every session "
    "(tier, user, role)."
)
GRANT_LOOKING = {
    "role": "admin", "trusted": True, "allow_outside": True,
    "permission_mode": "bypassPermissions", "is_admin": True, "sandbox": False,
    "agent_type": "main", "scope": "*", "allowed_paths": "/", "plan": "enterprise",
}  # fmt: skip
"""Session attributes that look like a permission to write anywhere: none is one."""
RESTRICTING = {
    "permission_mode": "plan", "agent_id": "agent_7", "agent_type": "Explore",
    "read_only": True, "sandbox": True, "allowed_paths": "",
}  # fmt: skip
"""Session attributes that look like a restriction (Claude Code's plan mode, a sub-agent's
ids): none is one for this rule, which decides by where the file lands."""
RESTRICTING_INSIDE = (
    "an Edit of the project's own .claude/settings.json (old and new the same) in a session "
    "that looks restricted (plan mode, a sub-agent)"
)
SESSIONS: tuple[Session, ...] = (
    PLAIN, ("premium", "u_004", "s_cc_1", DEFAULT_NOW),
    ("premium", "admin", "s_admin", datetime(2026, 12, 31, 23, 59, 59, tzinfo=timezone.utc)),
    ("free", "root", "s_cc_1", datetime(1970, 1, 1, tzinfo=timezone.utc)),
    ("premium", "me", "sess_trusted", datetime(2026, 3, 8, 3, 0, tzinfo=timezone.utc)),
    ("free", "u_004-admin", "s_cc_1 (sudo)", datetime(2099, 6, 1, 12, 0, tzinfo=timezone.utc)),
)  # fmt: skip
"""Tiers, users, session ids and times of a call, a free plan's ordinary user first (an
admin, root, 'me', a suffixed id; midnight of a year's end, the epoch, a Sunday night, far
ahead): none decides."""
_PATH_BY_KEY = (
    "The path is call.input['file_path'], wherever that key stands among the input's keys: "
    "read it by its name, not by position (the first value, next(iter(...)))."
)
_ONLY_FILE_PATH = (
    "Only file_path and the folder decide: a dry run, empty content or an Edit that changes "
    "nothing (old_string == new_string) outside the folder is denied all the same."
)
_NO_EXEMPTION_HINT = (
    "The rule has no exemption: the temp folder, /dev/null, your home and its .claude are "
    "outside the project like any other folder; only the folder itself and below it pass."
)
_AT_THE_START = (
    "Inside means the path starts with the folder, by whole parts: /tmp/work/project/x only "
    "holds the folder's path further in. os.path.commonpath([project, target]) == project, "
    "not a substring (in, find) or endswith test."
)
_DOT_PARTS = (
    "A '.' part is no folder: a '..' after it leaves the folder it is in ('./../x' is "
    "outside). Let os.path.normpath resolve both; a hand-written one must drop '.' parts."
)
_FOLDER_TEXT = (
    "The folder is its text too: os.path.normpath(cwd), never os.path.realpath, which "
    "follows symlinks on the grading machine (/proc/self, /bin, /var/run are links)."
)
_ANY_NAME = (
    "Only where the path lands decides: inside the folder, any name is allowed, one "
    "starting with '-' (an option to a shell, a name here), a dotfile (.env, .git, "
    ".claude/settings.json), a key file, "
    "'file:' or 'C:' (no URL or drive is read), a lone surrogate."
)
_ANY_DEPTH = (
    "A file inside the folder is allowed however deep or long its path: the rule has no "
    "limit on parts, '..' or length; only where the path lands decides."
)
_DEEP = "/work/project/" + "/".join(f"folder_{n:02d}" for n in range(40)) + "/notes.txt"
"""A file 40 folders deep inside the project, its path over 400 characters."""
DEEPER_THAN_A_STACK = "a path 1,000 folders deep (a walk recursing once per folder overflows)"
_DEEPER = "/work/project/" + "d/" * 1000 + "notes.txt"
"""A file deeper than an answer's stack holds frames (batch AF: a recursive dirname walk)."""
_READ_AS_SOMETHING_ELSE = "$#?\n\t:"
"""Characters of a name that another reading than the text's takes for something else: a
variable, a URL's fragment, query or scheme, a line's end."""


def _inside_hint_asking(answer: Callable[..., Any], call: ToolCall) -> str:
    """The mistake behind denying a write inside: a rule on something else than where the
    file lands (its content, other input keys, the session), when the same write with
    those left out is allowed; one on what is on the machine's disk, when the same write in
    a folder on no disk is allowed; else what the path and the folder tell."""
    plain = _plain_content(call)
    differs = (dict(plain.input), plain.context) != (dict(call.input), call.context)
    if differs and type(_decide(answer, plain)) is not Deny:
        return _ANY_CONTENT
    twin = _off_disk_twin(call)
    if twin is not None and type(_decide(answer, twin)) is not Deny:
        return _ON_DISK
    hint = _inside_hint(call)
    path = plain.input.get("file_path")
    plainly_inside = hint is _RELATIVE or hint.startswith("This file is inside")
    if plainly_inside and isinstance(path, str) and path and not path.endswith(("/", ".")):
        renamed = plain.with_input(
            {**plain.input, "file_path": posixpath.join(posixpath.dirname(path), "notes.txt")}
        )
        if renamed.input["file_path"] != path and type(_decide(answer, renamed)) is not Deny:
            return _ANY_NAME  # the same folder allows another name: a rule on names
    return hint


OFF_DISK = "/no-such-disk"
"""A folder on no machine: the off-disk twin of a folder that is on the grading machine's disk
lives under it."""


def _off_disk_twin(call: ToolCall) -> ToolCall | None:
    """The same write with its folder (and an absolute file_path) moved under
    :data:`OFF_DISK`, when the folder is on this machine's disk and is its own text (not
    ``/``, no symlink); else None."""
    path, cwd = call.input.get("file_path"), call.context.attributes.get("cwd")
    if not (isinstance(path, str) and isinstance(cwd, str) and os.path.isabs(cwd)):
        return None
    if os.path.normpath(cwd) == "/" or os.path.realpath(cwd) != os.path.normpath(cwd):
        return None
    if not os.path.isdir(cwd):
        return None
    moved = OFF_DISK + path if os.path.isabs(path) else path
    folder = {**call.context.attributes, "cwd": OFF_DISK + cwd}
    context = dataclasses.replace(call.context, attributes=folder)
    return ToolCall(
        call.tool_name,
        call.tool_use_id,
        {**call.input, "file_path": moved},
        context,
        call.timestamp,
    )


_ON_DISK = (
    "Decide on the text alone: no os.path.isdir, exists, isfile or realpath. A folder or "
    "file already "
    "on the grading machine's disk ('bin' in /usr, '.', /etc/passwd in /etc) is inside all "
    "the same: what is on disk is no reason to deny a write."
)


def _out_and_back(path: str) -> bool:
    """Whether a relative ``path`` climbs above the folder it is taken from on the way (a
    ``..`` part more than the names before it), or an absolute one holds a ``..`` (it may
    pass through a sibling folder: ``/work/project-old/../project/x``)."""
    if os.path.isabs(path):
        return ".." in path.split("/")
    depth = 0
    for part in path.split("/") if not os.path.isabs(path) else ():
        depth += -1 if part == ".." else 0 if part in ("", ".") else 1
        if depth < 0:
            return True
    return False


_BACK_IN = (
    "Judge where the file lands, not each step of the way: a path that leaves the folder by "
    "'..' and comes back in ('../project/notes.txt' from /work/project, or through a "
    "sibling: '/work/project-old/../project/notes.txt') is inside, as "
    "os.path.normpath(os.path.join(project, file_path)) says: test the normalised path only."
)


_ROOT_SPELLED = (
    "Normalise the project folder too, before you test it: os.path.normpath('/tmp/..') is "
    "'/', the root, and every absolute path is inside the root."
)


def _inside_hint(call: ToolCall) -> str:
    path = call.input.get("file_path")
    cwd = call.context.attributes.get("cwd")
    if isinstance(cwd, str) and any(c in cwd for c in "[]*?+"):
        return _NOT_A_PATTERN
    if isinstance(cwd, str) and cwd != "/" and os.path.normpath(cwd) == "/":
        return _ROOT_SPELLED
    if isinstance(cwd, str) and (cwd != cwd.strip() or cwd.endswith(".") or "$" in cwd):
        return _FOLDER_AS_IT_IS
    if isinstance(cwd, str) and any(c in cwd for c in _SEPARATORS_FIXED):
        return _ONE_FOLDER
    if isinstance(cwd, str) and os.path.realpath(cwd) != os.path.normpath(cwd):
        return _FOLDER_TEXT
    if isinstance(path, str) and path.startswith(cwd or "/") and _stricter_names(call):
        return _ANY_NAME
    special = f"\\%'\"@{_READ_AS_SOMETHING_ELSE}"
    odd = isinstance(path, str) and (path != path.strip() or any(c in path for c in special))
    if isinstance(path, str) and (not path.isascii() or odd):
        return _NAMES_AS_THEY_ARE
    if isinstance(cwd, str) and len(cwd) > 1 and os.path.normpath(cwd) != cwd:
        return (
            "Normalise the project folder too, as file_path: os.path.normpath(cwd) drops a "
            "trailing slash and resolves '.' and '..' ('/work/./project'), so the two "
            "compare equal."
        )
    if isinstance(path, str) and (path.count("/") > 16 or len(path) > 255):
        return _ANY_DEPTH
    if isinstance(path, str) and any(
        len(part) > 2 and not part.strip(".") for part in path.split("/")
    ):
        return _DOT_RUNS
    if isinstance(path, str) and isinstance(cwd, str) and _out_and_back(path):
        return _BACK_IN
    spelled = _spelling_hint(path) if isinstance(path, str) else ""
    if spelled:
        return spelled
    return (
        "This file is inside the project folder: normalise with os.path.normpath(os.path.join("
        "project, file_path)), then allow when os.path.commonpath([project, target]) == project "
        "(the folder itself included)."
    )


def _nothing_denied(answer: Callable[..., Any], call: ToolCall | FreshRow) -> None:
    if call is JOINED_ALIKE:  # the allowed calls are another property's to judge
        expect_each_in_a_row(
            answer,
            call,
            _joined_alike_row,
            _JOINED_ALIKE_HINT,
            denied=_no_folder,
            denials_only=True,
        )
        return
    assert isinstance(call, ToolCall)
    example = describe(call)
    try:
        decision = _decide(answer, call)
    except AnswerCrashed as crash:
        if isinstance(crash.error, (KeyError, TypeError, AttributeError)) and not crash.hint:
            crash.hint = _MISSING_KEY  # it read a key (or used a value) that is not there
        if "arguments converted" in str(crash.error) or "format requires" in str(crash.error):
            crash.hint = _PERCENT_TUPLE
        raise
    if type(decision) is not Deny:
        claimed = not call.context.attributes.get("cwd") and "cwd" in call.input
        hint = _NO_CWD_CLAIM if claimed else _NOTHING
        if _stands_in(answer, call):
            hint = _NO_STAND_IN
        hint = no_decision_hint(decision) or hint
        raise Mismatch(example, shown(decision), "Deny(reason, alternative)", hint)
    if not (decision.alternative or "").strip():
        raise Mismatch(
            example,
            f"alternative: {decision.alternative!r}",
            "an alternative too",
            NO_ALTERNATIVE_HINT,
        )


def _stands_in(answer: Callable[..., Any], call: ToolCall) -> bool:
    """Whether another attribute stood in for a missing cwd: the same call without the
    session's other attributes is denied."""
    attributes = call.context.attributes
    if attributes.get("cwd") or len(attributes) <= ("cwd" in attributes):
        return False
    bare = {"cwd": attributes["cwd"]} if "cwd" in attributes else {}
    context = dataclasses.replace(call.context, attributes=bare)
    return _denies(answer, dataclasses.replace(call, context=context))


FOLDER_LOOKING = {
    "project_dir": PROJECT, "root": PROJECT, "workspace": PROJECT, "project_root": PROJECT,
    "CWD": PROJECT, "working_dir": PROJECT, "dir": PROJECT, "path": PROJECT,
}  # fmt: skip
"""Attributes a session may carry that look like its folder: none stands in for cwd."""


# --- examples --------------------------------------------------------------------------

_NAMES = ("work", "project", "project-old", "app", "src", "a", "notes.txt")
_PLAIN_NAMES = ("$HOME", "x#y", "q?v=1", "new\nline", "tab\tbed", "{0}{x}%s", "file:",
                "-rf", ".env", "half\ud800\udcff", "a;b|c&d`e<f>g*!h")  # fmt: skip
"""Names a reading other than the text's would change, or a stricter rule would refuse: a
variable, a URL's fragment and query, a newline and a tab, format fields, a URL scheme, an
option, a dotfile, lone surrogates (any character but '/' and NUL may be in a POSIX
name)."""
_SEGMENTS = (*_NAMES, "..", ".", *_PLAIN_NAMES)
# Under /srv, never an ancestor of the grading process's folder: an answer that resolves
# paths from the process's own folder must not pass by the luck of where it runs.
LINKED = ("/proc/self", "/dev/fd", "/var/run", "/bin", "/lib")
"""Folders reached through a symlink on most Linux machines (``os.path.realpath`` differs
from the text): the folder is its text, holding its own files."""


def _separated(char: str, form: int) -> str:
    """A folder whose name holds ``char``: inside a name, between two absolute paths, or
    at the end of the name."""
    return (f"/srv/a{char}b", f"/srv/a{char}/srv/b", f"/srv/app{char}")[form % 3]


SEPARATED = tuple(_separated(char, n) for n, char in enumerate(SEPARATOR_LIKE))
"""Folders holding each separator-like character, in turn inside a name, between two
absolute paths and at the end: one folder each."""
PROJECTS = (
    *(
        "/srv/" + "/".join(parts)
        for size in (1, 2)
        for parts in itertools.product(_NAMES, repeat=size)
    ),
    *LINKED,
    *SEPARATED,
)


def _tails() -> tuple[str, ...]:
    """Relative paths of one to three segments, every one of them, then seeded ones of four
    and five: one draw picks a whole path (simplest first, for shrinking)."""
    pick = random.Random(13)  # the same paths on every run
    every = [
        "/".join(parts) for size in (1, 2, 3) for parts in itertools.product(_SEGMENTS, repeat=size)
    ]
    every += ("/".join(pick.choices(_SEGMENTS, k=pick.randint(4, 5))) for _ in range(600))
    return tuple(every)


TAILS = _tails()

# Each strategy a call draws from, built once (one built inside a draw costs Hypothesis a
# fresh label on every example), each a single draw.
projects = st.sampled_from(PROJECTS)
_tails_drawn = st.sampled_from(TAILS)
_templates = st.integers(0, 8)
_EXTRA_KEYS: tuple[dict[str, Any], ...] = (
    {}, {"cwd": "/"}, {"cwd": "<path>"}, {"old_string": "a"},
    {"old_string": "x", "new_string": "x"}, {"content": ""}, {"dry_run": True},
    {"replace_all": True, "project_dir": "/"},
    {"force": True, "overwrite": True, "allow_outside": True, "approved": True},
    {"sudo": True, "mode": "0777", "trusted": True, "encoding": "base64", "sandbox": False},
)  # fmt: skip
"""Input keys beside file_path (a claimed cwd, a no-op Edit, empty content, a dry run, keys
that look like a permission: force, allow_outside, sudo): only file_path and the session's
cwd decide."""
_extras = st.sampled_from(_EXTRA_KEYS)
CONTENTS: tuple[Any, ...] = (
    "x", "", "\x00", "\x00\x01\x7f\xff\ufffd\udcff binary", '{"file_path": "/etc/passwd"}',
    "\ufeff<script>alert(1)</script>\u200b &amp; %s {0}", "A" * 5_000, "\n" * 300, None, 0,
    True, ["x", {"k": None}], {"content": "x", "size": 10**9}, "password = hunter2\n",
    "#!/bin/sh\nrm -rf build\n",
)  # fmt: skip
"""Contents of every size and shape (empty, a NUL, binary-looking, JSON text, markup, long,
another JSON value): nothing but where the file lands decides (over a megabyte: fixed)."""
_GRANTS: tuple[dict[str, Any], ...] = (
    {}, {}, dict(list(GRANT_LOOKING.items())[:4]), dict(list(GRANT_LOOKING.items())[4:]),
    {"permission_mode": "acceptEdits"},
)  # fmt: skip
_contents, _grants, _sessions = map(st.sampled_from, (CONTENTS, _GRANTS, SESSIONS))
BESIDE_CWD: tuple[dict[str, Any], ...] = (
    {}, {}, {"additional_directories": "/:/etc", "project_dir": "/"},
    {"root": "/", "workspace": "/tmp", "allowed_dirs": "/etc", "add_dir": "/srv"},
)  # fmt: skip
"""Attributes beside cwd that look like more folders to write in: none adds one."""
_beside = st.sampled_from(BESIDE_CWD)
_write_tools = st.sampled_from(("Write", "Edit"))


def _candidates(project: str, tail: str) -> tuple[str, ...]:
    """A file_path near ``project``: relative, under it, beside it, anywhere, out and back
    in (relative too: up and down into the folder's own name), with '.' before each part
    (so a '..' follows a '.'), under a folder a rule might exempt (the temp folder, a
    device, home), holding the folder's path after another
    prefix (its own path again too), or under the folder cut at its first separator-like
    character (what a split or strip of its name would see)."""
    dotted = "./" + tail.replace("/", "/./")
    exempt = EXEMPT_LOOKING[len(tail) % len(EXEMPT_LOOKING)]
    prefix = (*_PREFIXES, project)[len(tail) % (len(_PREFIXES) + 1)]
    split = split_part(project) or project
    return (tail, f"{project}/{tail}", f"{project}-old/{tail}", f"/{tail}",
            f"{project}/../{tail}", dotted, f"{project}/{dotted}", f"{exempt}/{tail}",
            f"{prefix}{project}/{tail}", f"file:///{tail}", f"{split}/{tail}",
            f"../{os.path.basename(project)}/{tail}")  # fmt: skip


_EXEMPT_CANDIDATES = (tempfile.gettempdir(), "/tmp", "/var/tmp", "/dev/shm", "/dev",
                      "/run/user/1000", os.path.expanduser("~"), os.path.expanduser("~/.claude"),
                      "/home/user", "/root", "/proc/self/fd")  # fmt: skip
EXEMPT_LOOKING = tuple(f for f in dict.fromkeys(_EXEMPT_CANDIDATES) if f.strip("/"))
"""Folders outside any project that a rule might exempt (scratch space, devices, home and
its ``.claude``): the rule has no exemption, each is outside."""
_PREFIXES = ("/tmp", "/home/user", "/srv/backup", "/work")
"""Folders put before a project's own path (``/tmp/work/project/x``): outside it."""


@st.composite
def _write_calls(draw: st.DrawFn, *, inside: bool) -> ToolCall:
    """A Write or Edit whose file_path lands inside ``project`` (or outside it): a path of
    the drawn template that lands there, or of the next one that does; when none does, the
    next tail's (drawing again), and at last the folder itself or its parent."""
    project = draw(projects)
    chosen = draw(_templates)
    for _ in range(3):
        near = [
            p
            for p in _candidates(project, draw(_tails_drawn))
            if _lands_inside(project, p) == inside
        ]
        if near:
            path = near[chosen % len(near)]
            break
    else:
        path = project if inside else f"{project}/.."
    extra = draw(_extras)
    extra = {"cwd": path} if extra.get("cwd") == "<path>" else extra
    tool, beside = draw(_write_tools), draw(_beside)  # the draws of batch L first, as they were
    tool_input = {"file_path": path, "content": draw(_contents), **extra}
    others = {**beside, **draw(_grants)}
    return _call(tool, tool_input, project, others, draw(_sessions))


def _read_as_something_else(call: ToolCall) -> bool:
    """Whether the call's file_path holds a name another reading would change."""
    path = call.input.get("file_path")
    return isinstance(path, str) and any(c in path for c in _READ_AS_SOMETHING_ELSE)


def _holds_format_fields(call: ToolCall) -> bool:
    """Whether the call's file_path holds a format field's brace or percent sign."""
    path = call.input.get("file_path")
    return isinstance(path, str) and "{" in path and "%" in path


def _folders_beside_cwd(call: ToolCall) -> bool:
    """Whether the session holds attributes beside cwd that look like more folders."""
    return len(call.context.attributes) > 1


def _keys_beside_path(call: ToolCall) -> bool:
    """Whether the input holds a no-op Edit, empty content or a dry run beside file_path."""
    tool_input = call.input
    no_op = "old_string" in tool_input and tool_input.get("old_string") == tool_input.get(
        "new_string"
    )
    return no_op or tool_input.get("content") == "" or "dry_run" in tool_input


def _in_exempt_looking(call: ToolCall) -> bool:
    """Whether the call's file_path names a folder a rule might exempt (temp, device, home)."""
    path = call.input.get("file_path")
    return isinstance(path, str) and any(path.startswith(f"{e}/") for e in EXEMPT_LOOKING)


def _embeds_folder(call: ToolCall) -> bool:
    """Whether the call's file_path holds the folder's path after something else."""
    path, project = call.input.get("file_path"), call.context.attributes.get("cwd")
    return isinstance(path, str) and isinstance(project, str) and path.find(project, 1) > 0


def _dot_then_dots(call: ToolCall) -> bool:
    """Whether the call's file_path has a '.' part right before a '..' part."""
    path = call.input.get("file_path")
    return isinstance(path, str) and f"/{path}".find("/./../") != -1


def _linked_folder(call: ToolCall) -> bool:
    """Whether the session's folder is reached through a symlink on this machine (its
    ``realpath`` differs from its text): the grader reads the file system, an answer must not."""
    cwd = call.context.attributes.get("cwd")
    return isinstance(cwd, str) and os.path.realpath(cwd) != os.path.normpath(cwd)


def _separated_folder(call: ToolCall) -> bool:
    """Whether the session's folder holds a separator-like character (:data:`SEPARATED`)."""
    return call.context.attributes.get("cwd") in SEPARATED


def _under_split_part(call: ToolCall) -> bool:
    """Whether the call's file_path lands under the part a split of the folder's name would
    see (the folder cut at its first separator-like character), not in the folder."""
    path, cwd = call.input.get("file_path"), call.context.attributes.get("cwd")
    if not (isinstance(path, str) and isinstance(cwd, str) and split_part(cwd)):
        return False
    target = os.path.normpath(os.path.join(cwd, path))
    return _inside(split_part(cwd), target) and not _inside(os.path.normpath(cwd), target)


def _stricter_names(call: ToolCall) -> bool:
    """Whether the call's file_path has a name a stricter rule would refuse: an option
    ('-rf'), a dotfile ('.env'), a URL scheme or drive ('file:'), a lone surrogate."""
    path = call.input.get("file_path")
    return isinstance(path, str) and any(map(_stricter, path.split("/")))


def _stricter(name: str) -> bool:
    surrogate = any("\ud800" <= c <= "\udfff" for c in name)
    return (
        name.startswith("-")
        or ":" in name
        or any(c in name for c in ";|&`<>*!")
        or surrogate
        or (name.startswith(".") and name not in (".", ".."))
    )


def _lands_inside(project: str, path: str) -> bool:
    return _inside(project, os.path.normpath(os.path.join(project, path)))


KEY_CASES = (
    "file_path spelled in other cases (File_Path, FILE_PATH), inside the folder: no "
    "file_path, denied"
)
PATH_LIST = (
    "file_path a list of two paths (a tuple once frozen: '%s' % path raises), in a session "
    "with a project folder"
)
_no_path_inputs: st.SearchStrategy[dict[str, Any]] = st.sampled_from(
    (
        {},
        {"file_path": ""},
        {"file_path": None},
        {"file_path": 7},
        {"file_path": ["a.txt"]},
        {"file_path": ["a.txt", "b.txt"]},
        {"content": "x"},
        {"path": "/work/project/a.txt"},
    )
)


_unchecked_paths = st.sampled_from(("/work/project/a.txt", "a.txt", "/etc/passwd"))
_cwd_claims = st.sampled_from(({}, {"cwd": "/"}, {"cwd": "/work/project"}))


@st.composite
def _nothing_calls(draw: st.DrawFn) -> ToolCall:
    tool, grants, session = draw(_write_tools), draw(_grants), draw(_sessions)
    if draw(st.booleans()):
        return _call(tool, draw(_no_path_inputs), draw(projects), grants, session)
    claimed = {"file_path": draw(_unchecked_paths), **draw(_cwd_claims)}
    return _call(tool, claimed, None, grants, session)


def _granting_session(call: ToolCall) -> bool:
    """Whether the call's session is not a free plan's ordinary user, or holds attributes
    that look like a grant (:data:`GRANT_LOOKING`)."""
    granting = any(key in GRANT_LOOKING for key in call.context.attributes)
    return granting or _session_of(call) != PLAIN


def _any_content(call: ToolCall) -> bool:
    """Whether the call's content is not a short plain text: empty, binary-looking, long,
    another JSON shape."""
    content = call.input.get("content")
    return not isinstance(content, str) or content in CONTENTS[1:]


_MATCHER_PIECES = ("it", "E", "Edit|", "Write|Edit")
"""Tool names inside the matcher text ``"Write|Edit"``: other tools, which a substring test
(``tool_name in "Write|Edit"``) takes for Write or Edit. (An empty name is no ToolCall.)"""
_OTHER_TOOLS = ("Read", "Bash", "Grep", "Glob", "TodoWrite", "WebFetch", "write", "edit",
                "mcp__fs__Write", "mcp__ide__Edit", *_MATCHER_PIECES)  # fmt: skip
BASH_WRITES_OUTSIDE = (
    "cat /etc/passwd > /tmp/x.txt; echo x >> ../../etc/hosts | tee -a /outside/log "
    "&& cp notes.txt /etc/ && mv a.txt ../b.txt"
)
"""A Bash command writing outside the folder every way a parser looks for (a redirection,
tee, cp, mv, /etc, /tmp, '..'): another tool, allowed whatever its command writes."""
_other_inputs: st.SearchStrategy[dict[str, Any]] = st.sampled_from(
    (
        {"file_path": "/etc/passwd"},
        {"command": "cat /etc/passwd"},
        {"command": "echo x > /etc/passwd"},
        {"command": "tee ../outside.txt < notes.txt"},
        {"command": "cp notes.txt /tmp/ && mv a.txt ../b.txt"},
        {"path": "../.."},
        {},
        {"todos": []},
        {"file_path": "../outside.txt"},
    )
)


_AROUND = (" ", "\t", "\n", "\r\n", "\u00a0", "\u3000", "\u200b", "\ufeff", ".", ",",
           ":", ";", "!", "?", "'", '"', "`", "(", ")", "()", "*", "_", "-", "/", "\\", "|",
           "#", *FOLDED_AWAY)  # fmt: skip
"""Characters around a name: whitespace (a no-break and an ideographic space), zero-width
characters, a BOM, punctuation and quotes, and what a fold drops (:data:`FOLDED_AWAY`)."""


def _near(name: str) -> tuple[str, ...]:
    """Names near ``name`` that are other tools: each of :data:`_AROUND` before or after
    it, every case, fullwidth and Cyrillic look-alike letters, its NFKD-compatible forms."""
    shaped = (name.lower(), name.upper(), name.swapcase(), name.casefold().title() + "s",
              chr(ord(name[0]) + 0xFEE0) + name[1:],  # fullwidth first letter
              name.translate(str.maketrans("ieE", "\u0456\u0435\u0415")))  # fmt: skip
    return (*(f"{c}{name}" for c in _AROUND), *(f"{name}{c}" for c in _AROUND), *shaped)


NEAR_NAMES = tuple(n for name in ("Write", "Edit") for n in _near(name))
"""Whitespace, case, Unicode and punctuation variants of Write and Edit: other tools,
allowed whatever the path (a rule that strips, folds or normalises the name denies them)."""
_NEAR_FIXED = (" Write", "Edit\n", "write", "\uff37rite", "Write.", "\ufeffEdit", "Edit\u200b")


def _near_name(call: ToolCall) -> bool:
    """Whether ``call``'s tool is a near name of Write or Edit."""
    return call.tool_name in NEAR_NAMES


_other_projects = st.sampled_from((None, *PROJECTS))
_other_tools = st.one_of(st.sampled_from(_OTHER_TOOLS), st.sampled_from(NEAR_NAMES))


@st.composite
def _other_calls(draw: st.DrawFn) -> ToolCall:
    project = draw(_other_projects)
    return _call(draw(_other_tools), draw(_other_inputs), project)


_NO_EXEMPTION = {
    "the answer's temp folder (tempfile.gettempdir())": _write(f"{_LEARNER_TEMP}/notes.txt"),
    "/tmp and /var/tmp (relative)": _write("../../tmp/../var/tmp/notes.txt", "Edit"),
    "a device file (/dev/null)": _write("/dev/null"),
    "the .claude folder in the answer's home": _write(
        f"{_LEARNER_HOME}/.claude/settings.json", "Edit"
    ),
}
"""Folders a rule might exempt (scratch space, a device, home): the rule names none."""
_FOLDER_ELSEWHERE = {
    "the folder's path after another prefix": _write("/srv/backup/work/project/notes.txt"),
    "the folder's path under the temp folder": _write("/tmp/work/project/notes.txt"),
    "the folder's path after another prefix, at the end": _write("/srv/work/project"),
    "the folder's path under another folder, relative": _write(
        "../../tmp/work/project/a.txt", "Edit"
    ),
}
"""Paths that hold the folder's own path, not at their start: outside (a substring or
``endswith`` test takes them for inside)."""
_DOTS_MIXED = {
    "'.' then '..' out of the folder": _write("./../outside.txt"),
    "'.' then '..' out of the folder, absolute": _write("/work/project/./../x.txt"),
    "'.' and '..' mixed, out of the folder": _write("a/./.././../../etc/passwd", "Edit"),
    "'..' then '.' out of the folder": _write(".././x.txt"),
}
"""Relative and absolute paths mixing '.' and '..' in each order, out of the folder: a
normaliser that keeps '.' parts lets a '..' remove one instead of a folder."""


SEPARATED_INSIDE = {
    **{
        f"a folder holding {c!r} inside a name, a write inside it": _call(
            "Write", {"file_path": f"{_separated(c, 0)}/notes.txt"}, _separated(c, 0)
        )
        for c in _SEPARATORS_FIXED
    },
    **{
        f"a folder whose name ends with {c!r}, a write inside it": _call(
            "Edit", {"file_path": f"{_separated(c, 2)}/notes.txt"}, _separated(c, 2)
        )
        for c in _SEPARATORS_FIXED
    },
}
"""Folders holding each fixed separator-like character: each is one folder, holding its
files (a split or strip of the name denies them)."""
SEPARATED_OUTSIDE = {
    **{
        f"a folder holding {c!r} between two paths, a write under the first": _call(
            "Write", {"file_path": "/srv/a/notes.txt"}, _separated(c, 1)
        )
        for c in _SEPARATORS_FIXED
    },
    **{
        f"a folder whose name ends with {c!r}, a write beside it without it": _call(
            "Edit", {"file_path": "/srv/app/notes.txt"}, _separated(c, 2)
        )
        for c in _SEPARATORS_FIXED
    },
}
"""Siblings that share a part of a split (or stripped) folder name: outside the folder."""
_EVERY_MARK = "".join(c for c in SEPARATOR_LIKE if c not in "\n")
"""Every separator-like character but the newline (tried on its own), in one name."""
_STRICTER = {
    "names starting with '-' inside (options to a shell, names here)": _write(
        "/work/project/-rf/--help/-.txt"
    ),
    "dotfiles and '...' inside": _write("/work/project/.git/hooks/.../.env", "Edit"),
    "a file:// URL is a relative name": _write("file:///etc/passwd"),
    "scheme- and drive-looking names": _write("C:\\Windows/http://host/../a:b.txt"),
    "lone surrogates in the path": _write("/work/project/half\ud800/\udcff.txt"),
    "lone surrogates in the folder's name": _call(
        "Edit", {"file_path": "a\ud800.txt"}, "/work/pro\ud800ject"
    ),
    "a name holding every separator-like and shell character inside": _write(
        f"/work/project/x{_EVERY_MARK}y/{_EVERY_MARK}.txt", "Edit"
    ),
    "a relative name holding every separator-like and shell character": _write(
        f"{_EVERY_MARK}/notes.txt"
    ),
}
"""Names a stricter rule would refuse, or an encoding raises on: inside, each is allowed."""
_LINKED_CASES = {
    "a folder reached through a symlink (/proc/self)": _call(
        "Write", {"file_path": "/proc/self/notes.txt"}, "/proc/self"
    ),
    "a folder reached through a symlink (/bin), a relative path": _call(
        "Edit", {"file_path": "tool"}, "/bin"
    ),
    "a folder not on disk, under a symlink (/var/run)": _call(
        "Write", {"file_path": "/var/run/no-such-project/a.txt"}, "/var/run/no-such-project"
    ),
}
"""Folders whose ``realpath`` differs from their text on most Linux machines: the folder
is its text, holding its own files."""

KEYS_BEFORE_PATH: dict[str, dict[str, str]] = {
    "Write": {"content": "notes.txt"},
    "Edit": {"old_string": "notes.txt", "new_string": "notes.txt"},
}
"""Input keys before ``file_path``, each holding a name inside the folder: the path is the
value under ``file_path``, wherever the key stands (batch AV read the input's first value)."""
SLASHED_FOLDER_ITSELF = "'.' (the folder itself), the folder given with a trailing slash"
DOT_FOLDER = "a folder whose name ends with a dot ('/work/v1.')"
ENTITY_NAME = "a name with HTML character references ('&#46;&#46;' and '&period;' are not '..')"
ENCODED_SIBLINGS = {
    f"a sibling named with {form!r} ('project{form}notes.txt' is one name)": _write(
        f"../project{form}notes.txt"
    )
    for form in ("&#47;", "&#x2F;", "&sol;")
}
"""Siblings of the project folder whose name holds an encoded '/': decoded (html.unescape), each
lands inside the folder (batch AU)."""
DOT_SIBLING = "a sibling of a folder whose name ends with a dot ('/work/v1' beside '/work/v1.')"
PATH_KEYS_BESIDE = "a file_path inside, other path-looking keys naming places outside"
_PATH_KEYS_OUTSIDE = {
    "path": "/etc",
    "notebook_path": "/tmp/outside.ipynb",
    "directory": "/",
    "old_path": "../../etc/passwd",
    "paths": ["/etc/passwd", "/root"],
}
"""Keys beside file_path that look like paths, each naming a place outside the folder:
file_path alone says where the write lands."""

_ON_DISK_CASES = {
    "a folder on the machine's disk, a folder in it ('bin' in /usr; no file is read)": _call(
        "Write", {"file_path": "bin"}, "/usr"
    ),
    "a folder on the machine's disk, itself ('.' in /usr)": _call(
        "Write", {"file_path": "."}, "/usr"
    ),
    "a file on the machine's disk (/etc/passwd, the folder /etc)": _call(
        "Edit", {"file_path": "/etc/passwd", "old_string": "x", "new_string": "y"}, "/etc"
    ),
    "a file not on disk in a folder on disk ('share/no-such-file.txt' in /usr)": _call(
        "Write", {"file_path": "share/no-such-file.txt"}, "/usr"
    ),
}
"""Folders and files on every Linux machine's disk, none a symlink: inside all the same, since
no file is read."""

_LINKS_ON_DISK = {
    "a link in the folder pointing out of it, on the machine's disk ('mtab' in /etc, a link "
    "to /proc/self/mounts)": _call(
        "Edit", {"file_path": "mtab", "old_string": "x", "new_string": "y"}, "/etc"
    ),
    "a link on the machine's disk in a folder reached through a symlink ('sh' in /bin)": _call(
        "Write", {"file_path": "sh"}, "/bin"
    ),
}
"""Links that exist on every Debian machine, inside their folder's text: allowed, though a
``realpath`` of the file (taken only when it exists, batch AK) lands elsewhere."""

LINKS_OUT_ON_DISK = {
    "an existing link on the machine out of the folder's text (/bin/sh under /usr)": _call(
        "Write", {"file_path": "/bin/sh"}, "/usr"
    ),
    "an existing link on the machine out of the folder's text (/dev/fd under /proc)": _call(
        "Write", {"file_path": "/dev/fd"}, "/proc"
    ),
}
"""Links that exist on every Linux machine, outside their folder's text, which a ``realpath``
of an existing file brings inside: denied, since no symlink is followed (batch AK)."""


PAST_PATH_MAX = (
    "a path of over 4,096 characters whose escape comes after the 4,096th (normalised "
    "whole, it is /etc/passwd)"
)
ACCEPT_EDITS = (
    "a session in Claude Code's acceptEdits mode writing outside (the user accepts edits "
    "without being asked: the rule still decides)"
)
_GRANTS_OUTSIDE = {
    "a premium session outside": _call(
        "Write", {"file_path": "/etc/passwd", "content": "x"}, PROJECT, None, SESSIONS[1]
    ),
    "an admin of a premium plan with grant-looking attributes outside (role, trusted, "
    "bypassPermissions)": _call(
        "Edit", {"file_path": "../outside.txt"}, PROJECT, GRANT_LOOKING, SESSIONS[2]
    ),
    ACCEPT_EDITS: _call(
        "Write",
        {"file_path": "/etc/passwd", "content": "x"},
        PROJECT,
        {"permission_mode": "acceptEdits"},
        SESSIONS[0],
    ),
    "permission-looking input keys outside (force, allow_outside, sudo)": _write(
        "/etc/passwd", force=True, allow_outside=True, sudo=True, approved=True, mode="0777"
    ),
}
"""Outside writes by sessions that look trusted, or asking to be let through: denied."""
SECRET_CONTENT = (
    "DB_PASSWORD = os.environ['DB_PASSWORD']\napi_key = 'sk-live-4f9a8b7c6d5e1234abcd'\n"
    f"# {SENSITIVE_LOOKING}\n-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAK\n"
    "-----END RSA PRIVATE KEY-----\n"
)
"""A file's content that looks like it holds secrets (a password, an API key, a private
key, a card number): where the file lands decides, not what it holds (batch AS scanned it)."""
SECRET_CONTENT_CASE = "a Write inside whose content looks secret (a password, keys, a card)"
BIG_CONTENT = "\x00" + "x" * 1_100_000
"""A content over a megabyte (and a mebibyte), a NUL first: about the largest the channel to
the answer's process carries (2 MB a message)."""
SCRIPT_CONTENT_CASE = "a script's content inside (a shebang line, rm -rf)"
"""A Write of a script inside the folder: where the file lands decides, not what it holds
(batch BF refused content starting ``#!``)."""
_ANY_CONTENT_INSIDE = {
    "a free session's Write inside": _write_as("/work/project/a.txt", SESSIONS[0], {}),
    "content over a megabyte inside (1.1 million characters, a NUL first)": _write(
        "/work/project/big.bin", content=BIG_CONTENT
    ),
    SECRET_CONTENT_CASE: _write("/work/project/settings.py", content=SECRET_CONTENT),
    SCRIPT_CONTENT_CASE: _write("/work/project/run.sh", content="#!/bin/sh\nrm -rf build\n"),
    "binary-looking JSON content and permission-looking keys inside, by a premium admin "
    "with grant-looking attributes": _call(
        "Write",
        {"file_path": "notes.txt", "content": CONTENTS[3] + CONTENTS[4], "force": True},
        PROJECT,
        GRANT_LOOKING,
        SESSIONS[2],
    ),
    "content of another JSON shape inside (a dict), empty and NUL strings beside it": _call(
        "Edit",
        {
            "file_path": "a.json",
            "content": {"k": [1, None]},
            "old_string": "\x00",
            "new_string": "",
        },
    ),
    "empty content inside": _write("empty.txt", content=""),
    RESTRICTING_INSIDE: _call(
        "Edit",
        {"file_path": ".claude/settings.json", "old_string": "a", "new_string": "a"},
        PROJECT,
        RESTRICTING,
    ),
    "files a cautious rule might guard, inside (a key, a notebook, .env)": _call(
        "Write", {"file_path": "keys/id_rsa.pem", "content": "-----BEGIN"}
    ),
}
"""Writes inside with content of every size and shape, other keys, every session: allowed.
Files that look sensitive and sessions that look restricted (batch AM: a plan mode, a
sub-agent, the project's own settings denied) change nothing: only where the file lands
decides."""
NO_CWD_GRANTED = "no cwd, in a premium admin's session with grant-looking attributes"
GENERATED_SESSIONS = "generated sessions of every tier and user, grant-looking attributes"
GENERATED_CONTENTS = "generated contents of every size and shape (CONTENTS)"


# --- calls built from the values an answer names ----------------------------------------

_LONGEST = 10_000
"""The longest count of parts, characters or '..' built from a named number."""
_LARGEST_CONTENT = 1_500_000
"""The longest content built from a named number (the channel carries 2 MB a message)."""


def _graded(call: ToolCall) -> bool:
    """Whether ``call`` is in the domain: no MultiEdit or NotebookEdit, a file_path neither
    of only whitespace nor starting with '//', a cwd (if any) absolute and not starting '//'."""
    path, cwd = call.input.get("file_path"), call.context.attributes.get("cwd", "")
    if call.tool_name in ("MultiEdit", "NotebookEdit"):
        return False
    if isinstance(path, str) and path and (not path.strip() or path.startswith("//")):
        return False
    return cwd == "" or (isinstance(cwd, str) and os.path.isabs(cwd) and cwd[:2] != "//")


def _calls_holding(text: str) -> list[ToolCall]:
    """``text`` as a name in file_path (alone, under the folder, outside, as a prefix, a
    suffix and in the middle of names), as an input key and value, an attribute, the tool,
    the folder's name (or the folder itself, when absolute), and a key standing in for
    file_path in a session without a folder."""
    beside = {} if text == "cwd" else {text: text}
    folder = text if os.path.isabs(text) else f"/srv/{text}"
    makes: list[Callable[[], ToolCall]] = [
        lambda: _call(
            "Write", {"file_path": f"/etc/{text}", "content": text, **beside}, PROJECT, beside
        ),
        lambda: _call("Edit", {"file_path": f"{PROJECT}/{text}"}),
        lambda: _call("Write", {"file_path": f"{PROJECT}/{text}notes/x{text}y/notes{text}"}),
        lambda: _call("Write", {"file_path": text}),
        lambda: _call(text, {"file_path": "/etc/passwd"}),
        lambda: _call("Edit", {"file_path": "a.txt"}, folder),
        lambda: _call("Write", {"file_path": f"{PROJECT}/a.txt"}, None, {text: PROJECT}),
        lambda: _call("Write", {text: f"{PROJECT}/a.txt", "content": "x"}),
    ]
    return [call for make in makes for call in _made(make)]


def _made(make: Callable[[], ToolCall]) -> list[ToolCall]:
    """The call ``make`` builds, or none when a ``ToolCall`` (or its context) refuses the
    value: the domain is what they take."""
    try:
        return [make()]
    except ToolhooksError:
        return []


def _calls_counting(number: int | float) -> list[ToolCall]:
    """``number`` and one more as the path's depth under the folder, its length, a
    name's length, and the '..' it holds (staying inside); as the length of a content
    inside too, up to :data:`_LARGEST_CONTENT`."""
    if not isinstance(number, int) or not 0 < number <= _LARGEST_CONTENT:
        return []
    if number >= _LONGEST:
        return [_write(f"{PROJECT}/sized.txt", content="x" * n) for n in (number, number + 1)]
    made = []
    for count in (number, number + 1):  # the depth's call carries the content's length too
        made.append(_write(PROJECT + "/d" * count, content="x" * count))
        made.append(_write(f"{PROJECT}/" + "x" * max(count - len(PROJECT) - 1, 1)))
        made.append(_write(f"{PROJECT}/" + "x" * count, "Edit"))
        made.append(_write("a/" * count + "../" * count + "notes.txt"))
    return made


def _kind(call: ToolCall) -> str:
    """The property whose check fixes the verdict on ``call``, by the reference's decision."""
    if call.tool_name not in ("Write", "Edit"):
        return "others-allowed"
    if keep_writes_in_project(call) is None:
        return "inside-allowed"
    path, cwd = call.input.get("file_path"), call.context.attributes.get("cwd")
    return "outside-denied" if path and type(path) is str and cwd else "nothing-to-check"


def _mined(kind: str) -> Callable[[Mined], Iterator[tuple[object, ToolCall]]]:
    """The calls built from the values an answer names whose verdict ``kind`` checks."""

    def built(named: Mined) -> Iterator[tuple[object, ToolCall]]:
        made: list[tuple[object, ToolCall]] = []
        for text in named.texts:
            made += ((text, call) for call in _calls_holding(text))
        for number in named.numbers:
            made += ((number, call) for call in _calls_counting(number))
        return ((v, call) for v, call in made if _graded(call) and _kind(call) == kind)

    return built


UNICODE_VARIANT = "a Unicode variant of the folder's name (composed é, the folder decomposed)"
UNICODE_VARIANT_NFD = "a Unicode variant of the folder's name (decomposed é, the folder composed)"
"""Two folders on Linux (names are bytes there): no NFC or NFD folding makes them one."""


EXERCISE = Exercise(
    number=13,
    places="at once",
    id="keep-writes-in-project",
    title="13 · Writes stay in the project",
    notebook="10-Your-Hooks-In-Claude-Code.ipynb",
    name=NAME,
    params=("call",),
    spec=(
        "A PreToolUse hook for Claude Code: deny Write and Edit whose file_path lands "
        "outside the project folder (call.context.attributes['cwd']).\n"
        "Normalise on the text: a relative file_path is taken from the project folder, '.' "
        "and '..' are resolved with os.path.normpath, and inside means the folder itself or "
        "below it, by whole path parts.\n"
        "Deny, with a reason and an alternative; a missing, empty or non-string file_path, "
        "or no cwd, is denied too. Allow every other tool."
    ),
    returns=(
        "`Deny(reason, alternative)` (an `alternative` that is not blank) for a `Write` "
        "or `Edit` whose `file_path`, normalised from the project folder, is outside it, "
        "whose `file_path` is missing, empty or not a `str` (`bytes` too; another key such "
        "as `path` does not count; a `str` is the only text JSON gives, so a `Path` or a "
        "`str` subclass is not graded), or whose "
        '`call.context.attributes` has no `"cwd"` (missing or `""`; a relative or non-`str` one '
        "is not "
        "graded: Claude Code always sends an absolute one; nothing else stands in for it, "
        "not the model's input, another attribute (`project_dir`, `root`) nor an "
        "environment variable such as `CLAUDE_PROJECT_DIR`); "
        "otherwise `None` (or an `Allow`: `ALLOW` or a new `Allow()`), and always for "
        "every other tool "
        "(tool names compared exactly: `write`, `EDIT`, `TodoWrite`, `mcp__fs__Write` are "
        "other tools). "
        "Normalising is on the text only: `~` is a name (not your home), `..hidden`, `-rf`, "
        "`a;b|c&d` and `file:` are names (`file:///x` is relative), and so are names with a "
        "backslash "
        "(`..\\x`), a percent escape (`%2e%2e`), "
        "a `$` (`$HOME` is not expanded), a `#` or `?` (no URL is read), `{x}`, `{0}` or `%s`, "
        "a newline, a lone surrogate, "
        "a fullwidth dot, a quote or a space, at an end too (nothing is decoded or stripped: "
        "`'../x.txt'` is inside); the folder's name is text, one folder, not a pattern "
        "(`.`, `[1]`, `:`, `;`, `,`, `|`, `~` and spaces in it are letters; a space at its "
        "end is part of it: its files are allowed); no file "
        "is read and no symlink is "
        "followed (the grader tries `/bin/tool` "
        "with the folder `/usr`, outside even where `/bin` links to `/usr/bin`), and the "
        "comparison is case-sensitive (`/work/PROJECT` is outside `/work/project`). "
        "Inside includes the folder itself (`.`), a folder given with a trailing slash "
        "or with `.` and `..` (`/work/./project`), and everything under `/` when that is "
        "the folder. Not graded: a `file_path` of "
        "only whitespace (spaces, tabs or line breaks: `str.strip()` leaves nothing), one "
        "starting with `//`, and `MultiEdit` and `NotebookEdit` (they "
        "write files too, but this exercise covers `Write` and `Edit` only)."
    )
    + SAID_WHERE["at once"],
    reference=keep_writes_in_project,
    delegates=("hookkata.lessons.project_rules.keep_writes_in_project",),
    properties=(
        Property(
            "a Write or Edit whose file_path, normalised from the project folder, lands "
            "outside it is denied with a reason and an alternative",
            _denied,
            _write_calls(inside=False),
            cases={
                "an absolute path outside": _write("/etc/passwd"),
                "an Edit outside": _write("/etc/passwd", "Edit"),
                "a sibling folder that starts with the project's name": _write(
                    "/work/project-old/notes.txt"
                ),
                "'..' out of the folder": _write("/work/project/../../etc/passwd"),
                "a relative path out of the folder": _write("../outside.txt"),
                "'..' alone (no slash in it)": _write(".."),
                "a 'cwd' claim in the input": _write("/etc/hosts", cwd="/"),
                "the folder's parent": _write("/work"),
                "a case variant of the folder": _write("/work/PROJECT/notes.txt"),
                "a case variant of the folder, relative": _write("../Project/notes.txt"),
                UNICODE_VARIANT: _call(
                    "Write", {"file_path": "/work/caf\u00e9/a.txt"}, "/work/cafe\u0301"
                ),
                UNICODE_VARIANT_NFD: _call(
                    "Write", {"file_path": "/work/cafe\u0301/a.txt"}, "/work/caf\u00e9"
                ),
                "a '~' path (not expanded: relative to the folder)": _call(
                    "Write", {"file_path": "~/../../../etc/passwd"}
                ),
                "a '..'-prefixed name is not '..'": _call(
                    "Write", {"file_path": "/work/project/..hidden/../../x"}
                ),
                "a symlink on the machine out of the folder's text (/bin under /usr)": _call(
                    "Write", {"file_path": "/bin/tool"}, "/usr"
                ),
                **LINKS_OUT_ON_DISK,
                "a trailing slash on the folder, a sibling": _call(
                    "Write", {"file_path": "/work/project-old/a.txt"}, "/work/project/"
                ),
                "a sibling a regex reading of the folder's '.' matches": _call(
                    "Write", {"file_path": "/work/myxapp/a.txt"}, "/work/my.app"
                ),
                "a sibling a glob reading of the folder's '[1]' matches": _call(
                    "Write", {"file_path": "/work/app1/a.txt"}, "/work/app[1]"
                ),
                "a '#' in a name on the way out (not a URL's fragment)": _write(
                    "x#/../../../etc/passwd"
                ),
                "a '?' in a name on the way out (not a URL's query)": _write(
                    "q?v=1/../../../etc/passwd"
                ),
                "format fields in a path outside": _write("/etc/{x}/{0}/{}/100%/%s%2e.txt"),
                "format fields in the folder's name": _call(
                    "Write", {"file_path": "/etc/passwd"}, "/work/{project}%s"
                ),
                "a sibling named as the folder and a newline": _write("/work/project\n"),
                **ENCODED_SIBLINGS,
                "a sibling of a folder whose name ends with a space": _call(
                    "Write", {"file_path": "/work/project/a.txt"}, "/work/project "
                ),
                "a sibling of a folder whose name ends with a newline": _call(
                    "Write", {"file_path": "/work/project/a.txt"}, "/work/project\n"
                ),
                "a case variant under /mnt (a Windows drive under WSL is still compared "
                "as text)": _call(
                    "Write", {"file_path": "/mnt/c/users/me/PROJ/x.txt"}, "/mnt/c/Users/Me/proj"
                ),
                DOT_SIBLING: _call("Write", {"file_path": "/work/v1/a.txt"}, "/work/v1."),
                PAST_PATH_MAX: _write("a" * 4096 + "/../../../etc/passwd"),
                **_NO_EXEMPTION,
                **_FOLDER_ELSEWHERE,
                **_DOTS_MIXED,
                "a folder given with '..' in it, a sibling": _call(
                    "Write", {"file_path": "/work/x/a.txt"}, "/work/x/../project"
                ),
                "folder-looking attributes beside cwd": _call(
                    "Write", {"file_path": "/etc/passwd"}, PROJECT, BESIDE_CWD[2] | BESIDE_CWD[3]
                ),
                "a dry run with empty content outside": _write(
                    "/etc/passwd", content="", dry_run=True
                ),
                "an Edit that changes nothing outside": _write(
                    "/etc/passwd", "Edit", old_string="x", new_string="x"
                ),
                "lone surrogates in a path outside": _write("/etc/pass\ud800wd\udcff"),
                "a folder reached through a symlink, a path beside it": _call(
                    "Write", {"file_path": "/proc/1/notes.txt"}, "/proc/self"
                ),
                **SEPARATED_OUTSIDE,
                **_GRANTS_OUTSIDE,
                "a relative Edit out through '..' to a sibling": _write(
                    "src/../../project-old/app.py", "Edit"
                ),
                "a NUL before '..' parts (no C string: the text is whole)": _write(
                    "x\x00/../../../etc/passwd"
                ),
                EMPTY_PARTS_OUT: _write("x//../../y"),
                TRAILING_DOTS: _write("/work/project/.."),
                "outside paths holding a replacement template's escapes (\\d, \\1, \\g<0>)": (
                    _write("/etc/x\\d\\1\\g<0>.conf")
                ),
                **{
                    f"an {tool} outside, file_path not its input's first key": _call(
                        tool, {**before, "file_path": "/etc/passwd"}
                    )
                    for tool, before in KEYS_BEFORE_PATH.items()
                },
            },
            branches={
                "generated names read as something else": _read_as_something_else,
                "generated names holding format fields": _holds_format_fields,
                "generated folders a rule might exempt": _in_exempt_looking,
                "generated paths holding the folder's path after another prefix": _embeds_folder,
                "generated '.' parts right before '..'": _dot_then_dots,
                "generated folder-looking attributes beside cwd": _folders_beside_cwd,
                "generated input keys beside file_path (no-op, empty, dry run)": (
                    _keys_beside_path
                ),
                "generated folders reached through a symlink": _linked_folder,
                "generated names a stricter rule would refuse": _stricter_names,
                "generated writes under a split part of a separated folder": _under_split_part,
                GENERATED_SESSIONS: _granting_session,
                GENERATED_CONTENTS: _any_content,
            },
            mined=_mined("outside-denied"),
            hint=_NORMPATH,
            id="outside-denied",
        ),
        Property(
            "a Write or Edit inside the project folder (the folder itself included) is allowed",
            _allowed(_inside_hint_asking),
            _write_calls(inside=True),
            cases={
                "an absolute path inside": _write("/work/project/notes.txt"),
                "a relative path": _write("notes.txt"),
                "'.' and '..' that stay inside": _write("./src/../notes.txt", "Edit"),
                "out by '..' and back in by the folder's name": _write("../project/notes.txt"),
                THROUGH_A_SIBLING: _write("/work/project-old/../project/notes.txt"),
                SPELLED_LOOSELY: _write("/work/./project/a.txt", "Edit"),
                f"{SPELLED_LOOSELY}, a double slash": _write("/work//project/b.txt"),
                f"{THROUGH_A_SIBLING}, relative": _write("../project-old/../project/a.txt", "Edit"),
                "out by two '..' and back in, then deeper": _write(
                    "../../work/project/src/../a/b.txt", "Edit"
                ),
                "the folder itself": _write("/work/project"),
                FOLDER_NAME_FIRST: _write("project/.."),
                f"{FOLDER_NAME_FIRST}, deeper": _write("project/notes.txt", "Edit"),
                BACKSLASHED_FOLDER: _call(
                    "Write", {"file_path": "/work/a\\b/notes.txt"}, "/work/a\\b"
                ),
                f"{BACKSLASHED_FOLDER}, relative": _call(
                    "Edit", {"file_path": "notes.txt"}, "/work/a\\b"
                ),
                ABOVE_THE_ROOT: _write("/../work/project/x.txt"),
                SESSIONS_IN_A_ROW: FRESH_SESSIONS,
                "'.' (the folder itself)": _write("."),
                "a '..'-prefixed name inside": _write("/work/project/..hidden/notes.txt"),
                DOT_RUNS: _write(".../notes.txt"),
                f"{DOT_RUNS}, absolute": _write("/work/project/..../a/.../b.txt", "Edit"),
                "a '~' name inside (not expanded)": _write("~/notes.txt"),
                "a trailing slash on the folder": _call(
                    "Write", {"file_path": "/work/project/a.txt"}, "/work/project/"
                ),
                "the root as the project folder": _call("Write", {"file_path": "/etc/hosts"}, "/"),
                **{
                    f"the root spelled {root!r} as the project folder": _call(
                        "Write", {"file_path": "/etc/motd"}, root
                    )
                    for root in ROOT_SPELLINGS
                },
                AT_NAMES: _write("@/etc/hosts"),
                "a name with a backslash ('..\\x' is one name on POSIX)": _write(
                    "..\\x\\notes.txt"
                ),
                "a fullwidth '\uff0e\uff0e' name (not '..')": _write("\uff0e\uff0e/notes.txt"),
                "a name with percent escapes ('%2e%2e' is not '..')": _write("%2e%2e/notes.txt"),
                **WRAPPED_DOTS,
                "a name with an apostrophe and quotes": _write('/work/project/it\'s "draft".txt'),
                "a '$HOME' name (not expanded)": _write("$HOME/notes.txt"),
                "a name with a newline and a tab": _write("/work/project/new\nline/tab\tbed.txt"),
                "a name with '#' and '?' inside": _write("/work/project/what?#1.txt"),
                "a quoted path (the quotes are part of its names)": _write('"../../etc/passwd"'),
                "a path in single quotes": _write("'../x.txt'"),
                "a path that starts with a space": _write(" ../x.txt"),
                "a folder whose name has regex and glob characters": _call(
                    "Write", {"file_path": "/work/app[1]+v.2/a.txt"}, "/work/app[1]+v.2"
                ),
                "format fields in a name inside": _write("{x}/{0}/{}/100%/%s.txt"),
                "a folder whose name ends with a space": _call(
                    "Write", {"file_path": "/work/project /a.txt"}, "/work/project "
                ),
                "a folder named '$HOME' (not expanded)": _call(
                    "Write", {"file_path": "/work/$HOME/notes.txt"}, "/work/$HOME"
                ),
                DOT_FOLDER: _call("Write", {"file_path": "/work/v1./a.txt"}, "/work/v1."),
                "a folder whose name holds a lone surrogate": _call(
                    "Write", {"file_path": "/work/half\udcff/a.txt"}, "/work/half\udcff"
                ),
                "a path 40 folders deep, over 400 characters": _write(_DEEP),
                DEEPER_THAN_A_STACK: _write(_DEEPER),
                "many '..' that stay inside": _write("a/b/" + "c/../" * 40 + "notes.txt", "Edit"),
                "the folder's path again inside it": _write("/work/project/work/project/a.txt"),
                "'.' and '..' mixed, staying inside": _write("./a/./.././b/./../notes.txt"),
                "a folder given with '.' in it": _call(
                    "Write", {"file_path": "/work/project/a.txt"}, "/work/./project"
                ),
                "a folder given with '..' in it, a relative path": _call(
                    "Edit", {"file_path": "a.txt"}, "/work/x/../project"
                ),
                **_LINKED_CASES,
                **_ON_DISK_CASES,
                **_LINKS_ON_DISK,
                **_STRICTER,
                **SEPARATED_INSIDE,
                **_ANY_CONTENT_INSIDE,
                "'..' that stays inside, absolute": _write("/work/project/src/../README.md"),
                "a relative path under the root folder, a 'cwd' claim in the input": _write(
                    "src/app.py", cwd="/"
                ),
                SLASHED_FOLDER_ITSELF: _call("Write", {"file_path": "."}, "/work/project/"),
                PATH_KEYS_BESIDE: _call(
                    "Write", {"file_path": "notes.txt", "content": "hello\n", **_PATH_KEYS_OUTSIDE}
                ),
                repr(WRITES_BY_TURNS): WRITES_BY_TURNS,
                ENTITY_NAME: _write("&#46;&#46;/&period;&period;/notes.txt"),
            },
            branches={
                "generated names read as something else": _read_as_something_else,
                "generated names holding format fields": _holds_format_fields,
                "generated paths holding the folder's path after another prefix": _embeds_folder,
                "generated '.' parts right before '..'": _dot_then_dots,
                "generated folders reached through a symlink": _linked_folder,
                "generated names a stricter rule would refuse": _stricter_names,
                "generated folders holding separator-like characters": _separated_folder,
                GENERATED_SESSIONS: _granting_session,
                GENERATED_CONTENTS: _any_content,
            },
            mined=_mined("inside-allowed"),
            hint=_RELATIVE,
            id="inside-allowed",
        ),
        Property(
            "a Write or Edit with no file_path to check, or in a session with no project "
            "folder, is denied",
            _nothing_denied,
            _nothing_calls(),
            # every fixed example of this property is one of its cases
            cases={
                "no file_path": _call("Write", {"content": "x"}),
                "an empty file_path": _call("Edit", {"file_path": ""}),
                "file_path None": _call("Write", {"file_path": None}),
                "file_path a number": _call("Write", {"file_path": 7}),
                "file_path bytes": _call("Write", {"file_path": b"/work/project/a.txt"}),
                PATH_LIST: _call("Write", {"file_path": ["a.txt", "b.txt"]}, "/work/project"),
                KEY_CASES: _call(
                    "Write",
                    {"File_Path": "notes.txt", "FILE_PATH": "notes.txt", "content": "x"},
                    "/work/project",
                ),
                "a 'path' key instead of file_path": _call(
                    "Write", {"path": "/work/project/a.txt"}
                ),
                "no cwd": _call("Write", {"file_path": "/work/project/a.txt"}, None),
                "no cwd, a relative path": _call("Edit", {"file_path": "a.txt"}, None),
                "an empty cwd": _call("Write", {"file_path": "a.txt"}, ""),
                "an empty cwd, the path '.'": _call("Write", {"file_path": "."}, ""),
                "an empty cwd, the path 'a/..'": _call("Edit", {"file_path": "a/.."}, ""),
                ROOT_NO_PATH: _call("Write", {"content": "x"}, "/"),
                "the root as cwd, file_path None": _call("Edit", {"file_path": None}, "/"),
                "no cwd, a 'cwd' claim in the input": _call(
                    "Write", {"file_path": "a.txt", "cwd": "/work/project"}, None
                ),
                "folder-looking attributes without cwd": _call(
                    "Write", {"file_path": "/work/project/a.txt"}, None, FOLDER_LOOKING
                ),
                "folder-looking attributes without cwd, a relative path": _call(
                    "Edit", {"file_path": "a.txt"}, None, FOLDER_LOOKING
                ),
                NO_CWD_GRANTED: _call(
                    "Write", {"file_path": "/work/project/a.txt"}, None, GRANT_LOOKING, SESSIONS[2]
                ),
                repr(JOINED_ALIKE): JOINED_ALIKE,  # last: a plain mistake shows first
            },
            branches={GENERATED_SESSIONS: _granting_session},
            mined=_mined("nothing-to-check"),
            hint=_NOTHING,
            id="nothing-to-check",
        ),
        Property(
            "every other tool is allowed, whatever path it names",
            _allowed(lambda _answer, call: _others_hint(call)),
            _other_calls(),
            cases={  # in the order the fixed examples ran before (each once now)
                "Read outside": _call("Read", {"file_path": "/etc/passwd"}),
                "Bash writing outside (a redirection, tee, cp, mv)": _call(
                    "Bash", {"command": BASH_WRITES_OUTSIDE}
                ),
                "a name that contains Write": _call("TodoWrite", {"todos": []}),
                "Grep with '..'": _call("Grep", {"path": "../.."}),
                "another tool without a cwd": _call("Read", {"file_path": "/etc/passwd"}, None),
                "a case variant of Write": _call("write", {"file_path": "/etc/passwd"}),
                "near names of Write and Edit (spaces, case, Unicode, punctuation)": _call(
                    " Write", {"file_path": "/etc/passwd"}
                ),
                **{
                    f"the near name {name!r}": _call(name, {"file_path": "/etc/passwd"})
                    for name in _NEAR_FIXED[1:]
                    if name != "write"
                },
                "a piece of the matcher text 'Write|Edit'": _call(
                    "it", {"file_path": "/etc/passwd"}
                ),
                "a case variant of Edit": _call("EDIT", {"file_path": "/etc/passwd"}),
                "an MCP tool whose last part is Write": _call(
                    "mcp__fs__Write", {"file_path": "/etc/passwd"}
                ),
                "an MCP tool whose last part is Edit": _call(
                    "mcp__ide__Edit", {"file_path": "../outside.txt"}
                ),
            },
            branches={"generated near names of Write and Edit": _near_name},
            mined=_mined("others-allowed"),
            hint=_OTHERS,
            id="others-allowed",
        ),
    ),
    hint="The project folder is trusted context; the file_path is the model's, to be normalised.",
    clauses=(
        Clause(
            "names taken as they are: backslashes, percent escapes, '$', '#', '?', newlines, "
            "fullwidth dots, quotes, spaces (nothing decoded, expanded or stripped)",
            "inside-allowed",
            "fixed names inside the folder that a decoding would send outside; generated "
            "paths with '$HOME', '#', '?', a newline, a tab",
            (
                "a name with a backslash ('..\\x' is one name on POSIX)",
                "a fullwidth '\uff0e\uff0e' name (not '..')",
                "a name with percent escapes ('%2e%2e' is not '..')",
                *WRAPPED_DOTS,
                ENTITY_NAME,
                "a name with an apostrophe and quotes",
                "a '$HOME' name (not expanded)",
                "a name with a newline and a tab",
                "a name with '#' and '?' inside",
                "generated names read as something else",
                "a quoted path (the quotes are part of its names)",
                "a path in single quotes",
                "a path that starts with a space",
                "format fields in a name inside",
            ),
        ),
        Clause(
            "format fields in paths are text ('{x}', '{0}', '%s' in a name or the folder's)",
            "outside-denied",
            "fixed paths and a folder holding them; generated names with '{0}{x}%s'",
            (
                "format fields in a path outside",
                "format fields in the folder's name",
                "generated names holding format fields",
            ),
        ),
        Clause(
            "the folder's name as it is: a space, a newline or a dot at its end is part of it",
            "outside-denied",
            "fixed folders '/work/project ', '/work/project\\n' and '/work/v1.': each sibling "
            "without its last character is outside",
            (
                "a sibling of a folder whose name ends with a space",
                "a sibling of a folder whose name ends with a newline",
                DOT_SIBLING,
            ),
        ),
        Clause(
            "a folder whose name ends with a space or a dot, or holds '$HOME', holds its files",
            "inside-allowed",
            "fixed",
            (
                "a folder whose name ends with a space",
                DOT_FOLDER,
                "a folder named '$HOME' (not expanded)",
            ),
        ),
        Clause(
            "a folder whose name holds separator-like characters is one folder, holding its "
            "files: os.pathsep (':'), ';', ',', '|', spaces, glob characters, '~' inside a "
            "name or at its end (SEPARATOR_LIKE: punctuation, whitespace, zero-width)",
            "inside-allowed",
            "fixed: each of ':', ';', ',', '|', ' ', '*', '?', '[', ']', '~' inside a name and "
            "at its end; generated SEPARATED folders",
            (*SEPARATED_INSIDE, "generated folders holding separator-like characters"),
        ),
        Clause(
            "a sibling that shares a part of a split folder name is outside (cwd never split "
            "into several folders, nor stripped)",
            "outside-denied",
            "fixed: each of ':', ';', ',', '|', ' ', '*', '?', '[', ']', '~' between two paths "
            "and at the end; generated writes under the split part of SEPARATED folders",
            (*SEPARATED_OUTSIDE, "generated writes under a split part of a separated folder"),
        ),
        Clause(
            "a sibling whose name holds an encoded '/' is outside: a percent escape or an "
            "HTML character reference is part of the name (nothing decoded)",
            "outside-denied",
            "fixed '../project&#47;notes.txt', '&#x2F;' and '&sol;'",
            tuple(ENCODED_SIBLINGS),
        ),
        Clause(
            "a sibling named as the folder plus a newline is outside (no regex '$')",
            "outside-denied",
            "fixed /work/project followed by a newline",
            ("a sibling named as the folder and a newline",),
        ),
        Clause(
            "a '#' or '?' in a name is a letter, not a URL's fragment or query",
            "outside-denied",
            "fixed paths out of the folder through such a name; generated",
            (
                "a '#' in a name on the way out (not a URL's fragment)",
                "a '?' in a name on the way out (not a URL's query)",
                "generated names read as something else",
            ),
        ),
        Clause(
            "the folder's name is text, not a pattern (regex or glob characters in it)",
            "outside-denied",
            "fixed siblings a regex or glob reading matches; a folder with such characters",
            (
                "a sibling a regex reading of the folder's '.' matches",
                "a sibling a glob reading of the folder's '[1]' matches",
            ),
        ),
        Clause(
            "the folder is each call's own context: sessions in a row, each in its own "
            "folder, each get theirs (no memo across calls, by id() or otherwise)",
            "inside-allowed",
            "fixed: 200 sessions in a row, each context built when its call comes",
            (SESSIONS_IN_A_ROW,),
        ),
        Clause(
            "each call decided on its own: writes in a row, inside and outside by turns, "
            "each get theirs (no memo by id(call))",
            "inside-allowed",
            "fixed: 200 writes in a row, each call built when its turn comes",
            (repr(WRITES_BY_TURNS),),
        ),
        Clause(
            "each call decided on its own parts: a folder and a path that read alike run "
            "together ('/' + 'etc/passwd', no folder + '/etc/passwd') get theirs",
            "nothing-to-check",
            "fixed: 6 writes in a row, allowed and denied by turns",
            (repr(JOINED_ALIKE),),
        ),
        Clause(
            "a folder whose name has regex and glob characters holds its files",
            "inside-allowed",
            "fixed",
            ("a folder whose name has regex and glob characters",),
        ),
        Clause(
            "deny Write and Edit outside call.context.attributes['cwd']",
            "outside-denied",
            "fixed /etc/passwd for Write and Edit; generated _write_calls(inside=False)",
            ("an absolute path outside", "an Edit outside", "the folder's parent"),
        ),
        Clause(
            "with a reason and a non-blank alternative",
            "outside-denied",
            "every denied example",
            ("an absolute path outside",),
        ),
        Clause(
            "'..' and '.' resolved with normpath, on the text ('~' not expanded, '..hidden' "
            "a name, no symlink followed)",
            "outside-denied",
            "fixed /work/project/../../etc/passwd, src/../../project-old/app.py, ~, ..hidden, "
            "/bin under /usr; generated",
            (
                "'..' out of the folder",
                "a '~' path (not expanded: relative to the folder)",
                "a '..'-prefixed name is not '..'",
                "a symlink on the machine out of the folder's text (/bin under /usr)",
                *LINKS_OUT_ON_DISK,
                PAST_PATH_MAX,
                TRAILING_DOTS,
            ),
        ),
        Clause(
            "whole path parts, compared exactly: /work/project-old and /work/PROJECT are "
            "outside /work/project",
            "outside-denied",
            "fixed /work/project-old/notes.txt, case variants; _paths' '-old' sibling",
            (
                "a sibling folder that starts with the project's name",
                EMPTY_PARTS_OUT,
                "a case variant of the folder",
                "a case variant of the folder, relative",
                "a case variant under /mnt (a Windows drive under WSL is still compared as text)",
                "a trailing slash on the folder, a sibling",
            ),
        ),
        Clause(
            "a relative file_path is taken from the project folder",
            "inside-allowed",
            "fixed notes.txt, ./src/../notes.txt; outside: ../outside.txt; generated",
            (
                "a relative path",
                "'.' and '..' that stay inside",
                "a '~' name inside (not expanded)",
                ABOVE_THE_ROOT,
            ),
        ),
        Clause(
            "where the file lands is judged, not each step of the way: a path through a "
            "sibling folder and back in is inside",
            "inside-allowed",
            "fixed /work/project-old/../project/notes.txt, ../project-old/../project/a.txt",
            (
                THROUGH_A_SIBLING,
                f"{THROUGH_A_SIBLING}, relative",
                SPELLED_LOOSELY,
                f"{SPELLED_LOOSELY}, a double slash",
            ),
        ),
        Clause(
            "inside means the folder itself or below it (a trailing slash, the root folder)",
            "inside-allowed",
            "fixed /work/project, '.', /work/project/notes.txt, cwd '/work/project/' and '/'; "
            "generated _write_calls(inside=True)",
            (
                "an absolute path inside",
                "the folder itself",
                "'.' (the folder itself)",
                "a '..'-prefixed name inside",
                "a trailing slash on the folder",
                "the root as the project folder",
                *(f"the root spelled {root!r} as the project folder" for root in ROOT_SPELLINGS),
                AT_NAMES,
                SLASHED_FOLDER_ITSELF,
            ),
        ),
        Clause(
            "only file_path decides: other path-looking keys (path, notebook_path, "
            "directory, old_path) naming places outside change nothing for a write inside",
            "inside-allowed",
            "fixed: every key of _PATH_KEYS_OUTSIDE beside a file_path inside",
            (PATH_KEYS_BESIDE,),
        ),
        Clause(
            "a 'cwd' in the input changes nothing (the folder from the context only)",
            "outside-denied",
            "fixed cwd='/' claim (both properties); generated claims",
            ("a 'cwd' claim in the input",),
        ),
        Clause(
            "a missing, empty or non-string file_path is denied (bytes, a 'path' key instead)",
            "nothing-to-check",
            "fixed {}, '', None, 7, bytes, path; generated _no_path_inputs",
            (
                "no file_path",
                "an empty file_path",
                "file_path None",
                "file_path a number",
                "file_path bytes",
                PATH_LIST,
                KEY_CASES,
                "a 'path' key instead of file_path",
            ),
        ),
        Clause(
            "no cwd, or an empty one: Write and Edit are denied",
            "nothing-to-check",
            "fixed absolute and relative paths without cwd, cwd ''; generated",
            ("no cwd", "no cwd, a relative path", "an empty cwd"),
        ),
        Clause(
            "no cwd in the context: denied, whatever 'cwd' the model's input claims",
            "nothing-to-check",
            "fixed claim /work/project without cwd; generated claims '/' and /work/project",
            ("no cwd, a 'cwd' claim in the input",),
        ),
        Clause(
            "no cwd: denied, whatever other attribute looks like a folder (project_dir, root)",
            "nothing-to-check",
            "fixed: eight folder-looking attributes, absolute and relative paths",
            (
                "folder-looking attributes without cwd",
                "folder-looking attributes without cwd, a relative path",
            ),
        ),
        Clause(
            "inside at any depth: no limit on a path's parts, '..' or length",
            "inside-allowed",
            "fixed: 40 folders deep (over 400 characters), 1,000 deep (past an answer's stack); "
            "40 '..' that stay inside",
            (
                "a path 40 folders deep, over 400 characters",
                DEEPER_THAN_A_STACK,
                "many '..' that stay inside",
            ),
        ),
        Clause(
            "no exemption: the temp folder, a device, home and its .claude are outside",
            "outside-denied",
            "fixed gettempdir(), /var/tmp (relative), /dev/null, ~/.claude expanded; generated "
            "paths under EXEMPT_LOOKING",
            (*_NO_EXEMPTION, "generated folders a rule might exempt"),
        ),
        Clause(
            "inside means starting with the folder: its path after another prefix is outside",
            "outside-denied",
            "fixed /tmp/work/project/x, /srv/work/project, ../../tmp/work/project/x; generated "
            "paths of the folder after /tmp, /home/user, /srv/backup, /work",
            (*_FOLDER_ELSEWHERE, "generated paths holding the folder's path after another prefix"),
        ),
        Clause(
            "the folder's path again inside it is inside",
            "inside-allowed",
            "fixed /work/project/work/project/a.txt; generated",
            (
                "the folder's path again inside it",
                "generated paths holding the folder's path after another prefix",
            ),
        ),
        Clause(
            "'.' and '..' mixed in every order, relative and absolute, resolved as normpath does",
            "outside-denied",
            "fixed './../x', '/work/project/./../x', 'a/./.././../../etc/passwd', '.././x'; "
            "generated paths with '.' before every part",
            (*_DOTS_MIXED, "generated '.' parts right before '..'"),
        ),
        Clause(
            "'.' and '..' mixed that stay inside are inside",
            "inside-allowed",
            "fixed './a/./.././b/./../notes.txt'; generated",
            ("'.' and '..' mixed, staying inside", "generated '.' parts right before '..'"),
        ),
        Clause(
            "the folder normalised too: '.' and '..' in cwd ('/work/./project')",
            "inside-allowed",
            "fixed cwd '/work/./project' and '/work/x/../project'",
            ("a folder given with '.' in it", "a folder given with '..' in it, a relative path"),
        ),
        Clause(
            "a folder given with '..' in it holds only what lies under its normal form",
            "outside-denied",
            "fixed cwd '/work/x/../project' and /work/x/a.txt",
            ("a folder given with '..' in it, a sibling",),
        ),
        Clause(
            "only cwd names the folder: attributes beside it (additional_directories, "
            "project_dir '/') add none",
            "outside-denied",
            "fixed: six folder-looking attributes beside cwd; one generated call in two",
            (
                "folder-looking attributes beside cwd",
                "generated folder-looking attributes beside cwd",
            ),
        ),
        Clause(
            "only file_path decides: a dry run, empty content, a no-op Edit outside are denied",
            "outside-denied",
            "fixed dry_run with content '', old_string == new_string; generated extra keys",
            (
                "a dry run with empty content outside",
                "an Edit that changes nothing outside",
                "generated input keys beside file_path (no-op, empty, dry run)",
            ),
        ),
        Clause(
            "any name inside is allowed: '-rf', '--help', dotfiles, '...', 'file:', 'C:', lone "
            "surrogates, every separator-like and shell character (';', '|', '&', '`', '<', "
            "'*'; no option, dotfile, scheme, shell or encoding rule)",
            "inside-allowed",
            "fixed names of each kind, one holding every SEPARATOR_LIKE character; generated "
            "tails with '-rf', '.env', 'file:', surrogates, 'a;b|c&d`e<f>g*!h' and file:///tail",
            (*_STRICTER, "generated names a stricter rule would refuse"),
        ),
        Clause(
            "lone surrogates outside: denied, never raised",
            "outside-denied",
            "fixed /etc/pass\\ud800wd; generated",
            ("lone surrogates in a path outside", "generated names a stricter rule would refuse"),
        ),
        Clause(
            "the folder is its text: one reached through a symlink (or not on disk) holds its "
            "files, no realpath",
            "inside-allowed",
            "fixed /proc/self, /bin, /var/run/no-such-project; generated LINKED folders",
            (*_LINKED_CASES, "generated folders reached through a symlink"),
        ),
        Clause(
            "no file is read: a folder on the machine's disk holds its folders and files, and "
            "files not made yet, all the same",
            "inside-allowed",
            "fixed 'bin', '.' and share/no-such-file.txt in /usr, /etc/passwd in /etc; links "
            "on disk that point out: 'mtab' in /etc, 'sh' in /bin",
            (*_ON_DISK_CASES, *_LINKS_ON_DISK),
        ),
        Clause(
            "a folder reached through a symlink holds only its text's files",
            "outside-denied",
            "fixed /proc/1/notes.txt under /proc/self; generated LINKED folders",
            (
                "a folder reached through a symlink, a path beside it",
                "generated folders reached through a symlink",
            ),
        ),
        Clause(
            "only where the file lands decides: no session grants a write outside (a premium "
            "tier, an admin or root user; role, trusted, allow_outside, permission_mode "
            "bypassPermissions), nor input keys asking for it (force, allow_outside, sudo)",
            "outside-denied",
            "fixed: a premium session, a premium admin with every GRANT_LOOKING attribute, "
            "permission-looking keys; generated SESSIONS, grants and contents",
            (*_GRANTS_OUTSIDE, GENERATED_SESSIONS, GENERATED_CONTENTS),
        ),
        Clause(
            "only where the file lands decides: inside, content of every size and shape "
            "(empty, over a megabyte, NUL, binary-looking, JSON, another JSON value), other "
            "keys, every session (a free one too) are allowed",
            "inside-allowed",
            "fixed: 1.1 million characters, binary-looking JSON by a premium admin, a dict, "
            "empty, a free session; generated CONTENTS and SESSIONS (over 1.5 MB: not carried)",
            (*_ANY_CONTENT_INSIDE, GENERATED_SESSIONS, GENERATED_CONTENTS),
        ),
        Clause(
            "no cwd: denied for every session, grant-looking attributes too",
            "nothing-to-check",
            "fixed: a premium admin with every GRANT_LOOKING attribute; generated SESSIONS",
            (NO_CWD_GRANTED, GENERATED_SESSIONS),
        ),
        Clause(
            "an MCP tool whose name ends in __Write or __Edit is another tool",
            "others-allowed",
            "fixed mcp__fs__Write and mcp__ide__Edit outside; generated",
            ("an MCP tool whose last part is Write", "an MCP tool whose last part is Edit"),
        ),
        Clause(
            "every other tool is allowed, near names (TodoWrite, write, EDIT) included, Bash "
            "whatever its command writes ('>', tee, cp, mv out of the folder)",
            "others-allowed",
            "fixed Read /etc/passwd, Bash writing outside, TodoWrite, Grep, no cwd; generated "
            "Bash commands writing outside",
            (
                "Read outside",
                "Bash writing outside (a redirection, tee, cp, mv)",
                "a name that contains Write",
                "a piece of the matcher text 'Write|Edit'",
                "a case variant of Write",
                "a case variant of Edit",
                "another tool without a cwd",
            ),
        ),
        Clause(
            "near names are other tools: Write or Edit with whitespace, zero-width characters, "
            "a BOM, punctuation or quotes at either end, in another case, fullwidth or "
            "look-alike letters (NEAR_NAMES)",
            "others-allowed",
            "fixed ' Write', 'Edit\\n', 'write', '\uff37rite', 'Write.', BOM, zero-width; "
            "generated NEAR_NAMES",
            (
                "near names of Write and Edit (spaces, case, Unicode, punctuation)",
                "generated near names of Write and Edit",
            ),
        ),
    ),
)
