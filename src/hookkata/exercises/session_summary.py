"""Exercise 12: the session summary a Stop hook writes."""

from __future__ import annotations

import dataclasses
import functools
import html
import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from typing import Any, NamedTuple

from hypothesis import strategies as st

from hookkata.exercises.strategies import RATIO_TRUNCATES, TOOLS
from hookkata.exercises.wide_classes import (
    ANSI_ESCAPE,
    DATED_TOOL_NAMES,
    HOST_ATTRIBUTES,
    HOST_CASE,
    NORMALISATION_SENSITIVE,
    REAL_WORLD_VALUES,
    TERMINAL_ESCAPES,
    rewrote_a_real_world_value,
)
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import (
    NO_HINT,
    AnswerCrashed,
    Mismatch,
    call_answer,
    call_fresh,
    call_grown,
    call_seeing_inputs,
    each_its_own,
    expect_fields,
    same_value,
    shown,
)
from toolhooks import Ask, Deny, HookContext, SessionEnd, SessionSummary, ToolOutcome
from toolhooks.errors import ToolhooksError
from toolhooks.events import Asked, Denial
from toolhooks.jsonl import MemorySink

NAME = "summarize_session"
REQUIRED = (
    "session_id", "user_id", "started_at", "ended_at", "end_reason",
    "calls", "calls_by_tool", "denials", "tool_errors",
)  # fmt: skip


def reference(outcomes: Sequence[ToolOutcome], end: SessionEnd) -> dict[str, Any]:
    """The summary record, as :class:`toolhooks.SessionSummary` writes it."""
    sink = MemorySink()
    summary = SessionSummary(sink=sink)
    for outcome in outcomes:
        summary.observe(outcome)
    summary(end)
    record: dict[str, Any] = sink.records[0]
    return record


# MCP tools keep their whole name (two servers may each have a delete_file).
_MCP_TOOLS = ("mcp__files__delete_file", "mcp__notes__delete_file", "mcp__files__read")
# Names that differ only by case are other tools too (Claude Code's Bash is not "bash").
_CASE_VARIANTS = ("Bash", "bash", "Lookup_User", "Bash ", "")  # a space, empty (a malformed block)
_LONG_STEM = "mcp__claude_ai_Workspace_Files__" + "read_file_with_a_long_name_" * 400
LONG_LENGTHS = (64, 65, 128, 256, 1_500)
"""Tool name lengths around the API's 64-character limit and far past it (MCP names are
long): names of these lengths that share their first 64 characters are each keyed whole."""


def long_names(*lengths: int) -> tuple[str, ...]:
    """Tool names of ``lengths`` characters, each the start of the next (a name cut to any
    of these lengths merges with the shorter ones)."""
    stem = _LONG_STEM * (1 + max(lengths, default=0) // len(_LONG_STEM))
    return tuple(stem[:length] for length in lengths)


_LONG_NAMES = long_names(64, 65, 300)
CONTROL_NAMES = "tool names holding a NUL, a tab and a DEL (str is any text: every one a key)"
SURROGATE_NAMES = ("lookup_\udcff", "lookup_\ud800", "\udc00Bash", "\udfff\ud800")
"""Tool names holding lone surrogates (JSON's ``\\ud800`` escape reads back as one): a low
one in the range ``surrogateescape`` takes (``\\udc80`` to ``\\udcff``), a high one and a
low one outside it (``os.fsencode`` and ``errors="surrogateescape"`` raise), two names apart
only by their surrogate (an encoding with ``errors="replace"`` or ``"ignore"`` makes them
one), and a low one before a high one. (Not a high one before a low one: a summary is a
JSON record, and JSON reads those two back as the one character they pair for, as
``toolhooks.SessionSummary``'s own record does; the line to the answer's process keeps
them two, :func:`hookkata.grading.codec._text_as_sent`.)"""
MARKUP_NAMES = ("mcp__notes__Q&A", "<Bash>", 'say_"hi"', "it's", "a&amp;b")
"""Tool names holding what HTML and XML escape (``&``, ``<``, ``>``, quotes; an entity too):
escaped for a dashboard, each becomes another key."""
MARKUP = "tool names holding &, <, >, quotes and an entity, keyed as called"
_TOOL_NAMES = (*TOOLS, *_MCP_TOOLS, *_CASE_VARIANTS, *_LONG_NAMES, *MARKUP_NAMES)
_STATUSES = ("ok", "tool_error", "denied", "invalid", "hook_failed", "refused_by_host")


# What a session draws from, each strategy built once (one built inside the draw costs
# Hypothesis a fresh label on every example), most of them one draw from a pool.
_CONTEXTS = tuple(
    HookContext(user, tier, session)
    for user in ("u_004", "u_999", "u_5", "u_q7x")
    for tier in ("free", "premium")
    for session in ("s_001", "s_7")
)
_ZONES = tuple(timezone(timedelta(minutes=m)) for m in (0, 120, -300, 330, 840, -720, 345))
_START = datetime(2026, 1, 1, tzinfo=timezone.utc)
_SPAN = timedelta(days=730) // timedelta(microseconds=1)
_contexts = st.sampled_from(_CONTEXTS)
_starts = st.builds(
    lambda micros, zone: (_START + timedelta(microseconds=micros)).astimezone(zone),
    st.integers(0, _SPAN),
    st.sampled_from(_ZONES),
)
_PAIRS = st.sampled_from(tuple(itertools.product(_TOOL_NAMES, _STATUSES)))
_first_delay = st.integers(1, 60)
_last_delay = st.integers(1, 3600)
TEMPLATED_REASON = "stop {x} at {0}{} }{ 100% %s %(user)s ${HOME}"
"""An end reason a template built from it would read as fields (batch AU: a label made
with ``("{user}: " + end.reason).format(...)``)."""
END_REASONS = ("end_turn", "max_tokens", "refusal", "error", " end_turn\n",
               "\ufeffpause_turn\u200b",
               "&amp; <b>'tool_use'</b> at 2026-03-02T00:30:00+00:00",
               TEMPLATED_REASON,
               f"{TERMINAL_ESCAPES}error\x1b[0m: the tool said\tno\x00")  # fmt: skip
"""End reasons as they are: spaces at the ends, a BOM, a zero-width space, markup, quotes,
timestamp-looking text, terminal escapes and control characters (stripped, batch AS)
(and :data:`LONG_REASON`)."""
JSON_LIKE_REASONS = ("null", "429", "true", '"end_turn"', "[]")
"""End reasons that JSON would read as another value: text all the same (batch BA decoded
them, and "null" became None)."""
_REASON_AS_TEXT = (
    "end_reason is end.reason as it is, text: never decoded, even when JSON would read it as "
    "null, a number or true."
)
JSON_LIKE_REASON = "end reasons JSON reads as other values ('null', '429', 'true', a quoted one)"
TEMPLATED_REASON_CASE = "an end reason holding template syntax ({x}, {0}, {}, %s, %(x)s, ${x})"
ESCAPED_REASON = "an end reason holding terminal escapes (ESC [31m) and control characters"
_UNNORMALISED_REASON = "refusal: caf" + "".join(NORMALISATION_SENSITIVE)
"""An end reason holding characters NFC or NFKC would change: written as it is."""
LONG_REASON = "stop_sequence after 'the user left': " + "waiting; " * 1200
"""An end reason of over 10,000 characters: written whole."""
_reasons = st.sampled_from((*END_REASONS, LONG_REASON))
_weaves = st.integers(0, 2)  # one session in three: a tool's calls apart, a variant between


# Sessions are short (each call is one more outcome sent to the answer): six calls hold
# every class of the counting clauses (a repeat, two servers, two cases), three the times'.
_SIX_CALLS = st.lists(_PAIRS, max_size=6)
_THREE_CALLS = st.lists(_PAIRS, max_size=3)


@st.composite
def _sessions(
    draw: st.DrawFn, calls: st.SearchStrategy[list[tuple[str, str]]] = _SIX_CALLS
) -> tuple[list[ToolOutcome], SessionEnd]:
    """A session: its ``calls`` as (tool, how it ended) pairs, and how the session ended."""
    context = draw(_contexts)
    started = draw(_starts)
    pairs = _woven(draw(calls)) if draw(_weaves) == 0 else draw(calls)
    first = started + timedelta(seconds=draw(_first_delay))  # the first call comes later
    made = [
        _outcome(context, first, index, tool, status) for index, (tool, status) in enumerate(pairs)
    ]
    if draw(_weaves) == 0:  # one session in three: every other call under another user's context
        made = [_as_another_user(o) if i % 2 else o for i, o in enumerate(made)]
    if draw(_weaves) == 0:  # one session in three: every call retried under one id
        made = [
            dataclasses.replace(o, tool_use_id="toolu_00") if o.tool_use_id else o for o in made
        ]
    ended = first + timedelta(seconds=len(made) + draw(_last_delay))
    return made, SessionEnd(context, started, ended, draw(_reasons))


def _as_another_user(outcome: ToolOutcome) -> ToolOutcome:
    """``outcome`` under another user's context of the same session (another tier and
    attributes too): a call of this session all the same."""
    own = outcome.context
    other = "u_999" if own.user_id != "u_999" else "u_004"
    context = HookContext(other, "premium", own.session_id, {"on_behalf_of": "u_5"})
    return dataclasses.replace(outcome, context=context)


def _other_users(session: tuple[list[ToolOutcome], SessionEnd]) -> bool:
    """Whether an outcome's context names another user than end's."""
    return any(o.context.user_id != session[1].context.user_id for o in session[0])


def _woven(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``pairs`` whose first tool is called again third, a variant of its name second
    (another case, a space, its NFD form, an MCP server's): its calls apart, as a sort by
    any key but the name itself leaves them."""
    if len(pairs) < 3:
        return pairs
    name = pairs[0][0]
    variants = (name.swapcase(), f"{name} ", unicodedata.normalize("NFD", name),
                f"mcp__files__{name}")  # fmt: skip
    variant = next((v for v in variants[len(pairs) % 4 :] + variants if v != name), " ")
    return [pairs[0], (variant, pairs[1][1]), (name, pairs[2][1]), *pairs[3:]]


def _apart(session: tuple[list[ToolOutcome], SessionEnd]) -> bool:
    """Whether a tool's calls are apart: another name between two of them."""
    names = [o.tool_name for o in session[0]]
    return any(name in names[i + 1 :] and names[i + 1] != name for i, name in enumerate(names[:-1]))


def _session(
    *pairs: tuple[str, str], reason: str = "max_tokens"
) -> tuple[list[ToolOutcome], SessionEnd]:
    """A fixed session of 2026-03-02 from 02:00 UTC+2, its first call a minute later."""
    context = HookContext("u_004", "free", "s_1")
    started = datetime(2026, 3, 2, 2, 0, tzinfo=timezone(timedelta(hours=2)))
    first = started + timedelta(minutes=1)
    calls = [_outcome(context, first, i, tool, status) for i, (tool, status) in enumerate(pairs)]
    return calls, SessionEnd(context, started, first + timedelta(hours=1), reason)


def _repeated_id() -> tuple[list[ToolOutcome], SessionEnd]:
    """Two outcomes that share a tool_use_id (a call retried): two calls all the same."""
    calls, end = _session(("lookup_user", "tool_error"), ("lookup_user", "ok"))
    twin = _outcome(end.context, calls[0].timestamp, 0, "lookup_user", "ok")
    return [calls[0], twin], end


MALFORMED_INPUTS = (
    "malformed blocks' outcomes whose input is no object (a text, a list): calls all the same"
)


def _malformed_inputs() -> tuple[list[ToolOutcome], SessionEnd]:
    """Invalid outcomes whose input, as the model sent it, is a text and a list (a malformed
    block's may be anything): calls all the same (batch BB read every input's keys)."""
    calls, end = _session(("Bash", "invalid"), ("Bash", "invalid"), ("lookup_user", "ok"))
    inputs: tuple[Any, ...] = ("rm -rf /", ("a", "b"))
    malformed = [
        dataclasses.replace(call, sent_input=given, received_input=None)
        for call, given in zip(calls, inputs, strict=False)
    ]
    return [*malformed, calls[2]], end


BARE_OUTCOMES = "a denied outcome with no result, a refused_by_host one decided by 'no approver'"


def _bare_outcomes() -> tuple[list[ToolOutcome], SessionEnd]:
    """A denial with no result recorded (the status alone counts it) and a host's refusal
    whose decider is "no approver" (an Ask nobody answered: a call, not a denial), twice
    each: batch AT counted denials by their result, and the no-approver refusal as one."""
    calls, end = _session(
        ("get_orders", "denied"), ("deploy", "refused_by_host"),
        ("get_orders", "denied"), ("deploy", "refused_by_host"),
    )  # fmt: skip
    bare = [
        dataclasses.replace(o, result=None, denial=None)
        if o.status == "denied"
        else dataclasses.replace(o, decided_by="no approver")
        for o in calls
    ]
    return bare, end


def _retried_ids() -> tuple[list[ToolOutcome], SessionEnd]:
    """Denied calls and tool errors each retried under one tool_use_id, and denied and
    failed malformed blocks (no id): each outcome counts."""
    calls, end = _session(
        ("get_orders", "denied"), ("get_orders", "denied"), ("run_tests", "tool_error"),
        ("run_tests", "tool_error"), ("", "denied"), ("", "tool_error"), ("", "denied"),
    )  # fmt: skip
    ids = ("toolu_01", "toolu_01", "toolu_02", "toolu_02", "", "", "")
    return [dataclasses.replace(o, tool_use_id=i) for o, i in zip(calls, ids, strict=True)], end


def _shared_ids(session: tuple[list[ToolOutcome], SessionEnd]) -> bool:
    """Whether two of the session's outcomes share a tool_use_id."""
    ids = [o.tool_use_id for o in session[0]]
    return len(set(ids)) < len(ids)


def _denial_elsewhere() -> tuple[list[ToolOutcome], SessionEnd]:
    """A host refusal and a tool error that carry a Denial too (a ToolOutcome allows it):
    only status 'denied' is a denial."""
    calls, end = _session(
        ("lookup_user", "refused_by_host"), ("get_orders", "tool_error"), ("get_orders", "denied")
    )
    stamped = Denial("free_tier", Deny("not on this plan", "upgrade"))
    return [dataclasses.replace(o, denial=stamped) for o in calls], end


def _equal_twice() -> tuple[list[ToolOutcome], SessionEnd]:
    """The same call recorded twice, as two equal outcomes built apart, then the very same
    object again, then a retry of it (the same id, another status): four calls."""
    calls, end = _session(("lookup_user", "ok"))
    again = _outcome(end.context, calls[0].timestamp, 0, "lookup_user", "ok")
    retry = _outcome(end.context, calls[0].timestamp, 0, "lookup_user", "tool_error")
    return [calls[0], again, calls[0], retry], end


EQUAL_DENIALS = "the same denied call and the same failed call twice, equal outcomes"


def _equal_denials() -> tuple[list[ToolOutcome], SessionEnd]:
    """A denied and a failed call, each recorded twice as equal outcomes built apart, then
    the very same object again: three denials and three tool errors (batch AH: a set of
    denied outcomes counted them once)."""
    calls, end = _session(("get_orders", "denied"), ("issue_refund", "tool_error"))
    again = [_outcome(end.context, calls[0].timestamp, 0, "get_orders", "denied")]
    again.append(_outcome(end.context, calls[0].timestamp, 0, "issue_refund", "tool_error"))
    return [calls[0], again[0], calls[0], calls[1], again[1], calls[1]], end


def _end_before_start() -> tuple[list[ToolOutcome], SessionEnd]:
    """A SessionEnd whose end comes before its start (two clocks disagree): both times are
    written as end holds them."""
    calls, end = _session(("lookup_user", "ok"))
    return calls, SessionEnd(end.context, end.ended_at, end.started_at, end.reason)


def _range_ends() -> tuple[list[ToolOutcome], SessionEnd]:
    """A session from year 1's first microsecond but one to year 9999's last: a float
    epoch loses the microseconds (or overflows), ``strftime('%Y')`` leaves year 1 unpadded."""
    calls, end = _session(("lookup_user", "ok"))
    first = datetime(1, 1, 1, 0, 0, 0, 1, tzinfo=timezone.utc)
    return calls, SessionEnd(end.context, first, datetime.max.replace(tzinfo=timezone.utc), "x")


MICROSECOND_APART = "two times a microsecond apart near year 9999's end (a float epoch merges them)"


def _microsecond_apart() -> tuple[list[ToolOutcome], SessionEnd]:
    """A session of one microsecond at the end of year 9999: a float epoch there is about
    30 microseconds coarse, so a memo or a conversion keyed on ``timestamp()`` writes the
    end as the start (batch BJ)."""
    calls, end = _session(("lookup_user", "ok"))
    start = datetime(9999, 12, 31, 23, 59, 59, 999_990, tzinfo=timezone.utc)
    return calls, SessionEnd(end.context, start, start + timedelta(microseconds=1), "x")


SERVER_TOOLS = "server tool calls (srvtoolu_ ids: web_search, code_execution) among the agent's own"


def _server_tools() -> tuple[list[ToolOutcome], SessionEnd]:
    """Calls the Messages API ran on its side (``srvtoolu_`` ids, as the API names server
    tool uses) and an MCP connector's (``mcptoolu_``) among the agent's own: each is an
    outcome of the session, so each is a call (batch BJ left them out)."""
    calls, end = _session(
        ("web_search", "ok"), ("lookup_user", "ok"), ("code_execution", "tool_error"),
        ("web_search", "ok"), ("mcp__crm__lookup", "ok"),
    )  # fmt: skip
    ids = ("srvtoolu_01A", "toolu_02", "srvtoolu_03B", "srvtoolu_04C", "mcptoolu_05D")
    return [dataclasses.replace(o, tool_use_id=i) for o, i in zip(calls, ids, strict=True)], end


SILENT_ERRORS = "tool errors whose result says nothing ('' and [] content)"


def _silent_errors() -> tuple[list[ToolOutcome], SessionEnd]:
    """Tool errors whose result's content is empty (a tool that failed without a word):
    tool errors all the same, since the status alone decides (batch BJ skipped them)."""
    calls, end = _session(
        ("run_tests", "tool_error"), ("run_tests", "tool_error"), ("lookup_user", "ok")
    )
    contents: list[Any] = ["", [], "done"]
    made = [
        dataclasses.replace(o, result={**(o.result or {}), "content": c})
        for o, c in zip(calls, contents, strict=True)
    ]
    return made, end


SURROGATES = "lone surrogates (high and low, apart and in a row) in tool names and the end reason"
"""The fixed case of lone surrogates: :func:`_surrogates`."""


def _surrogates() -> tuple[list[ToolOutcome], SessionEnd]:
    """Tool names (:data:`SURROGATE_NAMES`) and an end reason holding lone surrogates, one
    name called twice with others between: written as they are, never a crash."""
    first, *others = SURROGATE_NAMES
    calls, end = _session(
        (first, "ok"), ("get_orders", "denied"), *((name, "ok") for name in others),
        (first, "denied"),
    )  # fmt: skip
    return calls, dataclasses.replace(end, reason="max_tokens \ud800")


def _short_session() -> tuple[list[ToolOutcome], SessionEnd]:
    """A session that ends a second and a half after it starts: its end is its own (a
    tolerance on epoch seconds, ``math.isclose``'s, takes it for the start)."""
    calls, end = _session()
    return calls, dataclasses.replace(end, ended_at=end.started_at + timedelta(seconds=1.5))


def _zero_length() -> tuple[list[ToolOutcome], SessionEnd]:
    """A session that ends the very instant it starts (one clock reading for both): its
    end is that instant, not nudged, and nothing divides by its length."""
    calls, end = _session(("lookup_user", "ok"))
    return calls, dataclasses.replace(end, ended_at=end.started_at)


def _across_a_new_year() -> tuple[list[ToolOutcome], SessionEnd]:
    """A session from 30 December 2024, the Monday of ISO week 1 of 2025, to New Year's
    Day: ``isocalendar()``'s year is not the calendar's for its start (batch AP)."""
    calls, end = _session(("lookup_user", "ok"))
    started = datetime(2024, 12, 30, 23, 0, tzinfo=timezone.utc)
    return calls, dataclasses.replace(
        end, started_at=started, ended_at=datetime(2025, 1, 1, 0, 30, tzinfo=timezone.utc)
    )


NEW_YEAR = (
    "a session from 30 December 2024 (ISO week 1 of 2025) to 1 January 2025: the calendar's "
    "year, not the ISO week-year"
)
ZERO_LENGTH = "a session that ends the instant it starts (started_at == ended_at), one call"
RATIO_CASE = "22 calls, 15 of one tool (15 / 22 * 22 is 14.999... in floats)"


def _outside_window() -> tuple[list[ToolOutcome], SessionEnd]:
    """Calls stamped before the session's start and after its end (another clock): each is
    a call all the same."""
    calls, end = _session(
        ("lookup_user", "ok"), ("get_orders", "denied"), ("issue_refund", "tool_error")
    )
    early, late = end.started_at - timedelta(hours=2), end.ended_at + timedelta(hours=2)
    moved = [dataclasses.replace(calls[0], timestamp=early), calls[1]]
    return [*moved, dataclasses.replace(calls[2], timestamp=late)], end


def _attributes_like_fields() -> tuple[list[ToolOutcome], SessionEnd]:
    """A session whose context's attributes hold a session_id and a user_id of their own:
    the summary takes the context's fields."""
    calls, end = _session(("lookup_user", "ok"))
    context = HookContext("u_004", "free", "s_1", {"session_id": "s_9", "user_id": "u_999"})
    return calls, dataclasses.replace(end, context=context)


def _host_session() -> tuple[list[ToolOutcome], SessionEnd]:
    """A Claude Code session: its context's attributes name a transcript file after the
    host's own session id, which is not the context's ``session_id``."""
    calls, end = _session(("lookup_user", "ok"))
    context = HookContext("u_004", "free", "s_1", HOST_ATTRIBUTES)
    return calls, dataclasses.replace(end, context=context)


SPACED_IDS = "a context whose ids have spaces at their ends (' u_004', 's_1 ')"
ADDRESS_IDS = (
    "a context whose user id is an e-mail address in mixed case and whose session id holds "
    "':' and '/' and 40 characters"
)
NON_ASCII_IDS = "a context whose ids are not ASCII ('usuário_7', 'séance_7')"
"""Ids compared by ``hmac.compare_digest`` raise (it takes ASCII text only: batch AS)."""


def _with_ids(user_id: str, session_id: str) -> tuple[list[ToolOutcome], SessionEnd]:
    """A session whose context's ids are ``user_id`` and ``session_id``, any text a
    HookContext allows: the summary writes them as they are (batch AL stripped spaces off
    them, batch AR masked an e-mail address)."""
    calls, end = _session(("lookup_user", "ok"))
    context = HookContext(user_id, "free", session_id)
    moved = [dataclasses.replace(o, context=context) for o in calls]
    return moved, dataclasses.replace(end, context=context)


PHONE_AND_UUID_IDS = (
    "a context whose user id is a phone number ('+1 415 555 0100') and whose session id an "
    "upper-case UUID, written as they are"
)
ESCAPED_AND_ULID_IDS = "a context whose user id holds a %-escape and whose session id is a ULID"
VERSIONS_AND_COMMANDS = (
    "two dated versions of one server tool (web_search_20250305, web_search_20260209) and "
    "Bash calls of different commands: each whole name is one key"
)
_DATED_VERSIONS = DATED_TOOL_NAMES[2:]


def _versions_and_commands() -> tuple[list[ToolOutcome], SessionEnd]:
    """Calls of two dated versions of a server tool, and Bash calls whose inputs hold
    different commands: a habit keys the first by their family, the second by the
    command's program ('Bash(git)'); the text keys by the whole name as called (batch AW)."""
    calls, end = _session(*((name, "ok") for name in (*_DATED_VERSIONS, "Bash", "Bash", "Bash")))
    commands = iter(("git status", "ls -la", "git log"))
    return [
        o if o.tool_name != "Bash" else _with_input(o, {"command": next(commands)}) for o in calls
    ], end


def _with_input(outcome: ToolOutcome, tool_input: dict[str, Any]) -> ToolOutcome:
    """``outcome`` whose input, sent and received, is ``tool_input``."""
    return dataclasses.replace(outcome, sent_input=tool_input, received_input=tool_input)


RETRIED_AND_FIXED = (
    "tool errors, each followed by an ok call of the same tool (a retry that worked)"
)


def _other_contexts() -> tuple[list[ToolOutcome], SessionEnd]:
    """Outcomes of the session whose context differs from end's but for the session id
    (another tier, attributes): each is a call of this session."""
    calls, end = _session(
        ("lookup_user", "ok"), ("get_orders", "denied"), ("issue_refund", "tool_error")
    )
    upgraded = HookContext("u_004", "premium", "s_1", {"cwd": "/work/project"})
    return [calls[0], *(dataclasses.replace(o, context=upgraded) for o in calls[1:])], end


def _other_users_contexts() -> tuple[list[ToolOutcome], SessionEnd]:
    """Outcomes of the session whose context names another user (the session's user in its
    attributes, a longer one, a case variant): each is a call of this session."""
    calls, end = _session(
        ("lookup_user", "ok"), ("get_orders", "denied"), ("issue_refund", "tool_error"),
        ("get_orders", "tool_error"), ("lookup_user", "denied"),
    )  # fmt: skip
    users = ("u_999", "u_004x", "U_004", "u_004 ")
    attributes: tuple[dict[str, str], ...] = ({"user_id": "u_004"}, {}, {"agent": "sub-agent"}, {})
    changed = [
        dataclasses.replace(o, context=HookContext(u, "free", "s_1", a))
        for o, u, a in zip(calls[1:], users, attributes, strict=True)
    ]
    return [calls[0], *changed], end


def _results_elsewhere() -> tuple[list[ToolOutcome], SessionEnd]:
    """Tool errors whose result says nothing of it (none at all: the tool raised before it
    read its input, so none was received either; one without ``is_error``) and an ``ok``
    whose result is flagged ``is_error`` (a ToolOutcome allows each): the status alone
    decides."""
    calls, end = _session(
        ("run_tests", "tool_error"), ("run_tests", "tool_error"), ("lookup_user", "ok")
    )
    unflagged = {"type": "tool_result", "tool_use_id": "toolu_01", "content": "boom"}
    flagged = {**unflagged, "tool_use_id": "toolu_02", "is_error": True}
    results = (None, unflagged, flagged)
    made = [dataclasses.replace(o, result=r) for o, r in zip(calls, results, strict=True)]
    made[0] = dataclasses.replace(made[0], received_input=None)
    return made, end


OK_READING_AS_ERRORS = "ok outcomes whose output reads like a failure (Error:, a traceback)"


def _ok_reading_as_errors() -> tuple[list[ToolOutcome], SessionEnd]:
    """``ok`` outcomes whose output reads like a failure: a text starting ``Error``, a
    traceback, a block list saying ``FAILED``, an ``error`` key (a tool may report on its
    work that way, and it still ran): only the status counts (batch BE sniffed the text)."""
    texts: list[Any] = [
        "Error log rotated: 3 files",
        "error: none found",
        "Traceback (most recent call last):\n  (a log the tool returned)",
        [{"type": "text", "text": "Error count: 0"}],
        [{"type": "text", "text": "FAILED tests: none"}],
    ]
    calls, end = _session(*[("read_logs", "ok")] * len(texts), ("read_logs", "tool_error"))
    made = [
        dataclasses.replace(o, result={**(o.result or {}), "content": text})
        for o, text in zip(calls, texts, strict=False)
    ]
    return [*made, calls[-1]], end


def _after_asks() -> tuple[list[ToolOutcome], SessionEnd]:
    """Outcomes after an Ask (approved, refused by nobody there, an approver that raised),
    a rewrite, a host's refusal with a decider, and a tool_error and an ok call carrying a
    problem (batch AX left a tool_error with one uncounted): only the status counts."""
    calls, end = _session(
        ("issue_refund", "ok"), ("issue_refund", "denied"), ("deploy", "hook_failed"),
        ("get_orders", "tool_error"), ("deploy", "refused_by_host"),
        ("lookup_order", "tool_error"), ("lookup_user", "ok"),
    )  # fmt: skip
    asked = (Asked("refunds", Ask("over 500 EUR")),)
    nobody = Denial("no approver", Deny("no one is there to approve it"))
    changes: list[dict[str, Any]] = [
        {"asked": asked, "decided_by": "alice"},
        {"asked": asked, "decided_by": "no approver", "denial": nobody},
        {"asked": asked, "problem": "the approver raised"},
        {"rewritten_by": ("cap_limit",)},
        {"asked": asked, "decided_by": "bob", "problem": "Permission denied"},
        {"problem": "lookup_order raised KeyError: 'o_7'"},  # a crashed tool's message
        {"problem": "slow: answered after 2.5 s"},
    ]
    return [dataclasses.replace(o, **c) for o, c in zip(calls, changes, strict=True)], end


def _grown() -> tuple[list[ToolOutcome], SessionEnd, list[ToolOutcome]]:
    """A session, and the calls its list gains before the answer is called on it again."""
    calls, end = _session(("lookup_user", "ok"), ("get_orders", "denied"))
    more, _ = _session(
        ("lookup_user", "ok"), ("get_orders", "denied"), ("issue_refund", "tool_error")
    )
    return calls, end, more[2:]


_APART = (
    ("Bash", "ok"), ("bash", "ok"), ("Bash", "denied"), ("Bash ", "ok"), ("Bash", "tool_error"),
    ("caf\u00e9", "ok"), ("cafe\u0301", "ok"), ("caf\u00e9", "ok"),
    ("mcp__files__read", "ok"), ("read", "ok"), ("mcp__files__read", "ok"),
)  # fmt: skip
"""Each tool's calls apart, a variant of its name (case, a space, Unicode form, an MCP
server's) between them: in the order a sort by any key but the name itself leaves them."""

_MANY_TOOLS = ("Read", "Write", "Edit", "MultiEdit", "NotebookEdit", "Bash", "Grep", "Glob",
               "WebFetch", "WebSearch", "TodoWrite", "Task")  # fmt: skip


def _reversed() -> tuple[list[ToolOutcome], SessionEnd]:
    """Calls listed newest first: an answer that sorts the caller's list changes it."""
    calls, end = _session(("lookup_user", "ok"), ("get_orders", "denied"), ("issue_refund", "ok"))
    return calls[::-1], end


def _outcome(
    context: HookContext, started: datetime, index: int, tool: str, status: str
) -> ToolOutcome:
    # A malformed block's outcome (no name) has no id either; every other denied outcome
    # carries no Denial; every fourth that ran got another input with no rewriter named;
    # every sixth names who decided with no asked entry (a ToolOutcome allows each, as one
    # rebuilt from an audit file may hold: batch BI read the one from the other): none
    # changes what is counted.
    tool_use_id = f"toolu_{index:02d}" if tool else ""
    denied = status == "denied" and index % 2 == 0
    denial = Denial("free_tier", Deny("not on this plan", "upgrade")) if denied else None
    received = {"user_id": context.user_id, **({"limit": 10} if index % 4 == 3 else {})}
    result: dict[str, Any] | None = None
    if status not in ("invalid", "hook_failed"):  # by hand: tool_result refuses an empty id
        result = {"type": "tool_result", "tool_use_id": tool_use_id, "content": "done"}
        result.update({"is_error": True} if status != "ok" else {})
    return ToolOutcome(
        tool_name=tool,
        tool_use_id=tool_use_id,
        context=context,
        timestamp=started + timedelta(seconds=index),
        status=status,  # type: ignore[arg-type]
        sent_input={"user_id": context.user_id},
        received_input=None if status not in ("ok", "tool_error") else received,
        result=result,
        denial=denial,
        decided_by="supervisor" if index % 6 == 5 else None,
    )


def _expected(outcomes: Sequence[ToolOutcome], end: SessionEnd) -> dict[str, Any]:
    statuses = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }


def _same_instant_elsewhere(got: Any) -> bool:
    """Whether ``got`` is an ISO 8601 time with an offset other than UTC's."""
    try:
        when = datetime.fromisoformat(got) if type(got) is str and got[10:11] == "T" else None
    except ValueError:
        return False
    return when is not None and when.tzinfo is not None and when.utcoffset() != timedelta(0)


def _same(key: str, got: Any, expected: Any) -> bool:
    """Equal values of exactly the expected types; times compare as instants, so any ISO
    8601 spelling with a 'T' and an offset works."""
    if key not in ("started_at", "ended_at"):
        return same_value(expected, got)
    try:
        when = datetime.fromisoformat(got) if type(got) is str and got[10:11] == "T" else None
    except ValueError:
        return False
    return (
        when is not None
        and when.tzinfo is not None
        and when.utcoffset() == timedelta(0)
        and datetime.fromisoformat(expected) == when
    )


_HINTS = {
    "user_id": "user_id is end.context.user_id: the session's user, from end.",
    "end_reason": "end_reason is end.reason: sessions end for other reasons than end_turn.",
    "tool_errors": "tool_errors counts status 'tool_error' only: 'invalid' and 'hook_failed' "
    "are not errors of the tool.",
    "denials": "denials counts status 'denied'.",
    "calls": "A denied call is still a call the agent tried: count every outcome.",
    "calls_by_tool": "calls_by_tool is a plain dict of tool name to count, every outcome "
    "counted (dict(Counter(...)) gives one).",
}


_BY_CASE = (
    "Key calls_by_tool by the whole name as called, case and all (spaces and accents too): "
    "'Bash', 'bash' and 'Bash ' are three tools."
)


def _counted_in_runs(got: dict[str, Any], names: list[str]) -> bool:
    """Whether each count in ``got`` is the length of one run of that name, in the order
    the names came or sorted by a key other than the name (case, spaces, Unicode form,
    normalised alone too, length, an MCP tool's last part): a groupby that counts
    neighbours only."""
    keys: tuple[Callable[[str], Any] | None, ...] = (
        None, str.casefold, str.lower, _folded, len, lambda n: n.rsplit("__", 1)[-1],
        *(functools.partial(unicodedata.normalize, form) for form in ("NFC", "NFD", "NFKC")),
    )  # fmt: skip
    for key in keys:
        order = names if key is None else sorted(names, key=key)
        runs: dict[str, set[int]] = {}
        for name, group in itertools.groupby(order):
            runs.setdefault(name, set()).add(sum(1 for _ in group))
        if all(type(count) is int and count in runs.get(name, ()) for name, count in got.items()):
            return True
    return False


_NEIGHBOURS = (
    "Count every call of a tool, wherever it is in the list: itertools.groupby groups "
    "neighbours only, and a sort by another key (case, length) leaves a tool's calls apart. "
    "Counter(o.tool_name for o in outcomes) counts them all."
)


def _by_tool_hint(got: Any, expected: dict[str, int], names: list[str]) -> str:
    """The calls_by_tool hint, by its keys: names folded (case, spaces, Unicode form), tools
    left out, the empty name renamed; any other difference gets the general hint."""
    general = _HINTS["calls_by_tool"]
    if type(got) is not dict or not all(type(name) is str for name in got) or got == expected:
        return general
    if set(got) == set(expected) and _counted_in_runs(got, names):
        return _NEIGHBOURS
    total = sum(expected.values())
    if set(got) == set(expected) and all(
        got[k] == int(n / total * total) for k, n in expected.items()
    ):
        return _BY_RATIO  # counts worked back from each tool's share, in floats
    if set(got) != set(expected) and set(_DATED_VERSIONS) <= set(expected):
        return _VERSIONS_APART  # versions merged, or Bash keyed by its command
    width = max(map(len, got), default=0)
    if got and Counter(name[:width] for name in names) == got:
        return _WHOLE_LENGTH
    folded = {_folded(name) for name in got} == {_folded(name) for name in expected}
    if folded and set(got) != set(expected):  # names merged or renamed, not miscounted
        return _BY_CASE
    blank = [name for name in expected if name.isspace()]
    if blank and not set(blank) <= set(got):  # names of spaces only gathered or renamed
        return _BY_CASE
    if _unsurrogated(got) == _unsurrogated(expected) and set(got) != set(expected):
        return _SURROGATES_KEPT
    if set(got) != set(expected) and any(html.escape(name) in got for name in MARKUP_NAMES):
        return _UNESCAPED
    if set(got) < set(expected) and all(got[name] == expected[name] for name in got):
        if set(expected) - set(got) == {""}:
            return _EMPTY_NAME
        return "Keep every tool in calls_by_tool, however many a session calls: leave none out."
    if "" in expected and "" not in got:
        return _EMPTY_NAME
    return general


_WHOLE_LENGTH = (
    "Key calls_by_tool by the whole tool name, at any length (an MCP tool's name can be "
    "hundreds of characters): never cut it to a width, or two long names merge."
)
_VERSIONS_APART = (
    "Key calls_by_tool by the whole name as called: web_search_20250305 and "
    "web_search_20260209 are two tools, and every Bash call counts under 'Bash', whatever "
    "its command."
)
_BY_RATIO = f"Count each tool's calls as ints, one at a time (a Counter): {RATIO_TRUNCATES}."
_UNESCAPED = (
    "Key calls_by_tool by each name as called, escaped for nothing (no html.escape or URL "
    "quoting): whoever shows the summary escapes it for where it goes."
)
_EMPTY_NAME = "An empty tool name (a malformed block) is a name too: count it under ''."
_SURROGATES_KEPT = (
    "Key calls_by_tool by the whole name, lone surrogates and all: 'lookup_\\ud800' and "
    "'lookup_\\udcff' are two tools. Keep each name as it is, for sorting too: encoding it "
    "(errors='replace' or 'ignore', or fsencode) drops what tells them apart, or raises."
)
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _unsurrogated(names: dict[str, Any]) -> set[str]:
    """``names`` with their lone surrogates dropped: how an encoding that replaces or ignores
    them sees them (two names apart only there are one)."""
    return {_LONE_SURROGATE.sub("", name) for name in names}


def _folded(name: str) -> str:
    return unicodedata.normalize("NFKC", name).strip().casefold()


def _calls_hint(got: Any, outcomes: Sequence[ToolOutcome]) -> str:
    """The calls hint: a count short by exactly the denied outcomes, or by exactly those
    without a tool_use_id, names that mistake; anything else gets the general hint."""
    if type(got) is not int:
        return "calls is an int: count every outcome, len(outcomes)."
    short = len(outcomes) - got
    if short <= 0:
        return "Count every outcome: calls is len(outcomes)."
    told = [hint for count, hint in _left_out(outcomes) if count == short]
    if len(told) == 1:
        return told[0]
    return "Count every outcome: calls is len(outcomes)."


def _left_out(outcomes: Sequence[ToolOutcome]) -> tuple[tuple[int, str], ...]:
    """How many outcomes each mistake leaves out of the count, and its hint."""
    return (
        (sum(o.status == "denied" for o in outcomes), _HINTS["calls"]),
        (
            sum(not o.tool_use_id for o in outcomes),
            "An outcome with an empty tool_use_id (a malformed block) is a call too: "
            "count every outcome.",
        ),
        (
            len(outcomes) - len({o.tool_use_id for o in outcomes}),
            "Two outcomes with the same tool_use_id are two calls (a retried call): count "
            "every outcome.",
        ),
        (
            len(outcomes) - len(_distinct(outcomes)),
            "Two equal outcomes (the same call recorded twice) are two calls: count each, an "
            "equal one too.",
        ),
    )


def _distinct(outcomes: Sequence[ToolOutcome]) -> list[ToolOutcome]:
    """The outcomes without those equal to an earlier one."""
    seen: list[ToolOutcome] = []
    for outcome in outcomes:
        if not any(outcome == earlier for earlier in seen):
            seen.append(outcome)
    return seen


def _short_by_the_problems(got: Any, outcomes: Sequence[ToolOutcome]) -> bool:
    """Whether ``got`` is the tool_error count short by exactly those carrying a problem."""
    errors = [o for o in outcomes if o.status == "tool_error"]
    with_problem = sum(o.problem is not None for o in errors)
    return type(got) is int and with_problem > 0 and got == len(errors) - with_problem


_PROBLEMS_COUNT_TOO = (
    "Every outcome of status 'tool_error' counts, whether or not it carries a problem (a "
    "crashed tool's outcome holds its message there): count by the status alone."
)


def _denials_hint(got: Any, outcomes: Sequence[ToolOutcome]) -> str:
    """The denials hint: a count short by exactly the denied outcomes without a Denial is
    told; anything else gets the general hint."""
    bare = sum(o.status == "denied" and o.denial is None for o in outcomes)
    denied = sum(o.status == "denied" for o in outcomes)
    if type(got) is int and bare and got == denied - bare:
        return (
            "A denied outcome counts whether or not it carries a Denial object: denials "
            "counts status 'denied', nothing else."
        )
    ids = {o.tool_use_id for o in outcomes if o.status == "denied"}
    if type(got) is int and got == len(_distinct([o for o in outcomes if o.status == "denied"])):
        return _EQUAL_COUNTED_ONCE  # before the ids: equal outcomes share theirs too
    if type(got) is int and got == len(ids) < denied:
        return _RETRIED
    return _HINTS["denials"]


_EQUAL_COUNTED_ONCE = (
    "Two equal outcomes (the same call recorded twice) are two: count every denied or "
    "failed outcome, equal ones too (no set of outcomes, which keeps one of each)."
)


_RETRIED = (
    "Two outcomes under the same tool_use_id (a call retried) are two: count each denied "
    "or failed outcome, whatever its id."
)


def _long_names(session: tuple[list[ToolOutcome], SessionEnd]) -> bool:
    """Whether two of the session's tool names are over 64 characters and share their
    first 64."""
    names = {o.tool_name for o in session[0] if len(o.tool_name) >= 64}
    return len({name[:64] for name in names}) < len(names)


def _differ_by_case(session: tuple[list[ToolOutcome], SessionEnd]) -> bool:
    """Whether two of the session's tool names are the same but for their case or spaces."""
    names = {o.tool_name for o in session[0]}
    return len({_folded(name) for name in names}) < len(names)


def _narrowed_hints(
    record: dict[str, Any],
    outcomes: Sequence[ToolOutcome],
    end: SessionEnd,
    expected: dict[str, Any],
) -> dict[str, str]:
    """For each count that is wrong but right for a narrower set of outcomes, the hint
    that names the narrowing: stamped inside end's window (or not before its start, or
    not after its end), or of a context equal to end's as a whole."""
    narrowings = [(kept, _WINDOW) for kept in _windowed(outcomes, end)]
    mine = [o for o in outcomes if o.context.user_id == end.context.user_id]
    narrowings.append((mine, _OWN_USER))  # before the whole context, which differs too then
    narrowings.append(([o for o in outcomes if o.context == end.context], _OWN_CONTEXT))
    hints: dict[str, str] = {}
    for kept, hint in narrowings:
        if len(kept) == len(outcomes):
            continue
        counts = _expected(kept, end)
        for key in ("calls", "calls_by_tool", "denials", "tool_errors"):
            got = record.get(key)
            if not same_value(expected[key], got) and same_value(counts[key], got):
                hints.setdefault(key, hint)
    return hints


def _counted_by_result(got: Any, outcomes: Sequence[ToolOutcome]) -> bool:
    """Whether ``got`` is a wrong tool error count that counts the ``tool_error`` outcomes
    with a result, with a result flagged ``is_error`` or with a result that says something
    (batch BJ), alone; or counts besides them
    ``ok`` outcomes whose output reads like a failure (batch BE)."""
    errors = [o for o in outcomes if o.status == "tool_error"]
    with_result = [o for o in errors if o.result is not None]
    flagged = [o for o in with_result if o.result and o.result.get("is_error")]
    worded = [o for o in with_result if o.result and o.result.get("content")]
    if type(got) is not int or got == len(errors):
        return False
    if got in (len(with_result), len(flagged), len(worded)):
        return True
    reading = sum(o.status == "ok" and _reads_like_a_failure(o.result) for o in outcomes)
    others = sum(o.status in ("invalid", "hook_failed") for o in outcomes)
    return len(errors) < got <= len(errors) + reading and got - len(errors) != others


def _reads_like_a_failure(result: Any) -> bool:
    """Whether a result's output reads like a failure (an ``ok`` call's, which still ran)."""
    said = str(result.get("content", "")) if isinstance(result, dict) else ""
    return any(word in said.casefold() for word in ("error", "fail", "traceback"))


def _tidied(got: Any, reason: str) -> bool:
    """Whether ``got`` is a piece of the reason (cut or stripped) or the reason in another
    Unicode form, not the whole of it as it is."""
    if type(got) is not str or got == reason or got.strip() == "":
        return False
    cleaned = ANSI_ESCAPE.sub("", reason)
    printable = "".join(ch for ch in cleaned if unicodedata.category(ch) != "Cc")
    return (
        got.strip() in reason
        or got in (cleaned, printable)
        or any(
            unicodedata.normalize(form, reason) == got for form in ("NFC", "NFD", "NFKC", "NFKD")
        )
    )


_REASON_AS_IT_IS = (
    "Write the session's reason for ending whole, as it is, at any length: never cut, "
    "strip, normalise or tidy it (terminal escapes and control characters too)."
)
_BY_STATUS = (
    "tool_errors counts status 'tool_error' whatever the result block holds (empty too): a "
    "tool that raised leaves no result, a result's own is_error does not decide, and an ok call "
    "whose output reads like an error ('Error log rotated') still ran."
)
_OWN_CONTEXT = (
    "An outcome is this session's when its context.session_id is end's, whatever else its "
    "context holds (another tier, other attributes): compare session ids, not whole contexts."
)
_OWN_USER = (
    "Every outcome given is this session's, whatever user_id its context names (a "
    "sub-agent's, another's, a variant): count them all, sorted by no user."
)
_FIELDS_NOT_ATTRIBUTES = (
    "session_id and user_id are the own fields of end's context, not attributes of the "
    "same name: attributes hold whatever the host passes on."
)


_TIMES = ("started_at", "ended_at")
_NO_CALLS = (
    "A session may have no calls: take who from end.context, not from the first call; end "
    "(a SessionEnd) holds the session's own facts."
)
_FROM_END = {
    "started_at": "started_at comes from end, not from the calls: a session starts before "
    "its first call and may have none.",
    "ended_at": "ended_at is end.ended_at: a session ends after its last call.",
}


_WHOLE_INSTANT = (
    "Keep end's times whole, microseconds included (their own isoformat, no timespec): a "
    "float epoch (.timestamp(), fromtimestamp) loses them far from 1970, and overflows near "
    "year 9999."
)
_WINDOW = (
    "A call stamped before the session's start or after its end (another clock) is a call "
    "of this session all the same: count every outcome, whenever it is stamped."
)


def _crash_hint(error: BaseException, end: SessionEnd) -> str:
    """What a crash identifies: a lone surrogate encoded, a time at the end of the range
    converted; any other crash gets no hint of its own."""
    if isinstance(error, UnicodeError):
        return (
            "A name or reason may hold a lone surrogate ('\\ud800': JSON's escape reads "
            "back as one), which UTF-8 cannot encode: keep the text as it is; never .encode() it."
        )
    if isinstance(error, (OverflowError, ValueError)) and {1, 9999} & {
        end.started_at.year,
        end.ended_at.year,
    }:
        return _WHOLE_INSTANT
    if isinstance(error, TypeError) and "non-ASCII" in str(error):
        return (
            "An id may hold any character ('s\u00e9ance_7'): compare ids with ==, "
            "not hmac.compare_digest (it takes ASCII text only, and nothing here is a secret)."
        )
    return ""


def _template_hint(
    answer: Callable[..., Any], outcomes: Sequence[ToolOutcome], end: SessionEnd
) -> str:
    """The hint for a crash on an end reason holding template syntax, when the same session
    with a plain reason is summarised without one."""
    if not any(mark in end.reason for mark in ("{", "}", "%", "$")):
        return ""
    try:
        call_answer(answer, list(outcomes), dataclasses.replace(end, reason="end_turn"), example="")
    except AnswerCrashed:
        return ""
    return (
        "The session's end reason is text to write as it is: it may hold braces, %s or ${x} "
        "('stop {x}'). Put it in a string once (an f-string); never make it part of a "
        "template you format afterwards (str.format, %, string.Template)."
    )


def _windowed(outcomes: Sequence[ToolOutcome], end: SessionEnd) -> tuple[list[ToolOutcome], ...]:
    """The outcomes an answer keeps when it reads end's times as a window: those inside it
    (its ends included), those not before its start, those not after its end."""
    return (
        [o for o in outcomes if end.started_at <= o.timestamp <= end.ended_at],
        [o for o in outcomes if end.started_at <= o.timestamp],
        [o for o in outcomes if o.timestamp <= end.ended_at],
    )


_SAME_INSTANT = (
    "Write end's times as they are, even when the session ended the instant it started: "
    "started_at and ended_at are then one instant, not nudged apart."
)
_NO_TOLERANCE = (
    "Write started_at and ended_at as end holds them, each its own instant however close "
    "the two are: no tolerance taking one for the other (math.isclose on epoch seconds "
    "calls anything within 1.7 s equal)."
)


def _same_but_the_year(when: datetime, own: datetime) -> bool:
    try:
        return when.replace(year=own.year) == own
    except ValueError:  # 29 February in a year without one
        return False


def _time_hint(key: str, got: Any, end: SessionEnd) -> str:
    """What the time written identifies: text without a 'T' (str()), no offset (a naive
    time), the other one of end's two times (reordered), or another instant (taken from the
    calls); anything else fits several mistakes."""
    if type(got) is not str:
        return NO_HINT
    if re.match(r"\d{1,3}-\d\d-\d\dT", got):
        return (
            f"Write the year with four digits (0001-01-01T...): end's own isoformat pads it; "
            f"strftime('%Y') does not before year 1000. Write {key} that way."
        )
    if re.match(r"[+-]?\d{8}T", got):
        return (
            f"Write the date as YYYY-MM-DD, with its dashes, before the 'T' (not the basic "
            f"form 20260302T...), in {key} as in end's own time."
        )
    if got[10:11] != "T":
        return f"str() writes a space where ISO 8601 has a 'T': write {key} with isoformat()."
    try:
        when = datetime.fromisoformat(got)
    except ValueError:
        return NO_HINT
    if when.tzinfo is None:
        return "A naive time drops the UTC offset: isoformat() of end's own time keeps it."
    own = getattr(end, key)
    if when.year != own.year and _same_but_the_year(when, own):
        return (
            f"Write {key}'s calendar year: isocalendar()'s year is the ISO week-numbering "
            "year, another one in the last and first days of a year (write the date as end "
            "holds it)."
        )
    if when != own and end.started_at == end.ended_at:
        return _SAME_INSTANT
    if when != own and abs(when - own) < timedelta(seconds=1):
        return _WHOLE_INSTANT
    if when in (end.started_at, end.ended_at) and end.started_at < end.ended_at:
        return _NO_TOLERANCE  # in order, the one written for the other: taken as equal
    if when in (end.started_at, end.ended_at):
        return (
            "Write started_at and ended_at as end holds them, even when the end comes "
            "first: never swap or reorder them."
        )
    return _FROM_END[key]


_SHOWN_CALLS = 24
"""A session of more outcomes shows its first and last ones, and how many are between."""


def _describe(outcomes: Sequence[ToolOutcome], end: SessionEnd) -> str:
    calls = ", ".join(_described_call(o, end) for o in outcomes)
    if len(outcomes) > _SHOWN_CALLS:
        first = ", ".join(_described_call(o, end) for o in outcomes[: _SHOWN_CALLS - 3])
        last = ", ".join(_described_call(o, end) for o in outcomes[-3:])
        calls = f"{first}, ... {len(outcomes) - _SHOWN_CALLS} more ..., {last}"
    attributes = dict(end.context.attributes)
    more = f" attributes {attributes!r}," if attributes else ""
    return (
        f"summarize_session([{calls}], SessionEnd({end.context.session_id},{more} "
        f"{end.started_at.isoformat()} to {end.ended_at.isoformat()}, {end.reason!r}))"
    )


def _described_call(outcome: ToolOutcome, end: SessionEnd) -> str:
    """``tool:status``, with what sets the outcome apart from the session's own: a time
    outside its window, a context other than end's."""
    said = f"{outcome.tool_name}:{outcome.status}"
    if not end.started_at <= outcome.timestamp <= end.ended_at:
        said += f" at {outcome.timestamp.isoformat()}"
    if outcome.context != end.context:
        context = outcome.context
        user = "" if context.user_id == end.context.user_id else f"user {context.user_id!r}, "
        said += f" ({user}{context.tier}, {dict(context.attributes)!r})"
    if outcome.asked:
        said += f" (asked, decided by {outcome.decided_by!r})"
    if outcome.rewritten_by:
        said += " (rewritten)"
    return said


Session = tuple[list[ToolOutcome], SessionEnd]


@dataclasses.dataclass(frozen=True)
class Whole:
    """A session whose summary is checked whole (every required key): one built from a
    value the answer names, where a rule keyed on it may change any key."""

    session: Session


def _fields(keys: Sequence[str]) -> Callable[[Callable[..., Any], Session | Whole], None]:
    def check(answer: Callable[..., Any], given: Session | Whole) -> None:
        if isinstance(given, Whole):  # built from a value the answer names: every key
            return _check_keys(answer, given.session, REQUIRED)
        return _check_keys(answer, given, keys)

    return check


def _check_keys(answer: Callable[..., Any], session: Session, keys: Sequence[str]) -> None:
    """The answer's summary of ``session`` must match the reference's on ``keys``."""
    outcomes, end = session
    expected = _expected(outcomes, end)  # before the answer runs
    example = _describe(outcomes, end)
    try:
        record, after = call_seeing_inputs(answer, list(outcomes), end, example=example)
    except AnswerCrashed as crash:
        if not outcomes and isinstance(crash.error, IndexError) and not crash.hint:
            crash.hint = _NO_CALLS  # it looked for the session's facts in its calls
        crash.hint = crash.hint or _crash_hint(crash.error, end)
        crash.hint = crash.hint or _template_hint(answer, outcomes, end)
        raise
    if type(record) is not dict:
        raise Mismatch(
            example,
            f"{shown(record)} (a {type(record).__name__})",
            "a plain dict",
            "Return a plain dict (a dict subclass may compare or encode differently).",
        )
    if len(after[0]) != len(outcomes) or any(
        a is not b for a, b in zip(after[0], outcomes, strict=False)
    ):
        raise Mismatch(
            example,
            "outcomes changed (reordered, or items added or removed)",
            "outcomes left as they arrived",
            "Leave outcomes as it arrived (the caller still holds that list): sorted(...) "
            "or min()/max() give a new order without changing it.",
        )
    for key in keys:
        if key in ("started_at", "ended_at") and _same_instant_elsewhere(record.get(key)):
            raise Mismatch(
                example,
                f"{key}: {shown(record.get(key))}",
                f"{key}: {expected[key]!r}, in UTC as end holds it",
                "Write end's times as they are, in UTC, with the offset +00:00: "
                ".astimezone() with no argument converts to the grading machine's local "
                "time.",
            )
    hints = {**_HINTS, **{key: _time_hint(key, record.get(key), end) for key in _TIMES}}
    hints["calls_by_tool"] = _by_tool_hint(
        record.get("calls_by_tool"), expected["calls_by_tool"], [o.tool_name for o in outcomes]
    )
    hints["calls"] = _calls_hint(record.get("calls"), outcomes)
    hints["denials"] = _denials_hint(record.get("denials"), outcomes)
    if _tidied(record.get("end_reason"), end.reason):
        hints["end_reason"] = _REASON_AS_IT_IS
    elif end.reason in JSON_LIKE_REASONS and type(record.get("end_reason")) is not str:
        hints["end_reason"] = _REASON_AS_TEXT
    hints.update(_narrowed_hints(record, outcomes, end, expected))
    if _counted_by_result(record.get("tool_errors"), outcomes):
        hints["tool_errors"] = _BY_STATUS
    elif _short_by_the_problems(record.get("tool_errors"), outcomes):
        hints["tool_errors"] = _PROBLEMS_COUNT_TOO
    for key in ("session_id", "user_id"):
        named = end.context.attributes.get(key)
        if named is not None and record.get(key) == named != expected[key]:
            hints[key] = _FIELDS_NOT_ATTRIBUTES
        got = record.get(key)
        if isinstance(got, str) and got != expected[key] and got == expected[key].strip():
            hints[key] = (
                "Write the context's ids as they are, spaces at their ends and all: no "
                ".strip() (an id is the whole string the host gave)."
            )
        elif isinstance(got, str) and rewrote_a_real_world_value(expected[key], got):
            hints[key] = _IDS_AS_THEY_ARE
    expect_fields(example, record, expected, keys, same=_same, hints=hints)


_IDS_AS_THEY_ARE = (
    "Write the context's ids as the host gave them, whatever their shape: a phone number "
    "not put in E.164, a UUID not lower-cased or turned to hex, a %-escape not decoded."
)
_STALE = (
    "Count outcomes as they are at each call: the same list may have grown, shrunk or "
    "changed since an earlier call. Never keep a summary by id(outcomes) (or id(end)): "
    "the list's id stays the same while it changes, and a freed list's id is reused."
)
_KEPT_BY_END = (
    "Count the outcomes at each call, even for the same end: the list may have grown since "
    "an earlier call with that end. Never keep a summary by end or by session."
)


class Reshaped(NamedTuple):
    """A session whose very list is made to hold ``becomes`` instead, in place, before the
    answer is called on it again: shrunk (``del outcomes[1:]``), or an item replaced."""

    outcomes: list[ToolOutcome]
    end: SessionEnd
    becomes: list[ToolOutcome]


def _shrunk_and_edited() -> Reshaped:
    """Three calls, then the same list cut to one call of another tool, which errs."""
    calls, end = _session(("lookup_user", "ok"), ("get_orders", "denied"), ("lookup_user", "ok"))
    other, _ = _session(("issue_refund", "tool_error"))
    return Reshaped(calls, end, other)


SHRUNK = "one list object shrunk to one call, of another tool, between calls"
SAME_AGAIN = "one list object grown by its own last outcome again (the same call recorded twice)"


def _grown_by_its_last() -> tuple[list[ToolOutcome], SessionEnd, list[ToolOutcome]]:
    """A session's list, then that list with its very last outcome appended again: its tail
    is the same object, and the count grows all the same (batch AT recounted only when the
    last outcome was another object)."""
    calls, end = _session(("lookup_user", "ok"), ("get_orders", "denied"))
    return calls, end, [calls[-1]]


def _counted_again(
    answer: Callable[..., Any],
    grown: tuple[list[ToolOutcome], SessionEnd, list[ToolOutcome]] | Reshaped,
) -> None:
    """Call the answer on a session, extend that very list, call it again (the same
    ``end`` each time), then call it on a new list of the same outcomes: the second
    summary's counts are the third's, and they changed when the first's were right (a
    summary kept by ``end`` or by session gives all three). (Otherwise only the answer's
    own counts are compared: counting itself is the other properties'.)"""
    outcomes, end, extra = grown
    reshaped = isinstance(grown, Reshaped)
    changed = "made to hold only" if reshaped else "grown by"
    example = (
        f"{_describe(outcomes, end)}, then again on the same list {changed} "
        f"{', '.join(f'{o.tool_name}:{o.status}' for o in extra)}"
    )
    first, second, fresh = call_grown(
        answer, list(outcomes), end, extra=list(extra), example=example, replace=reshaped
    )
    keys = ("calls", "calls_by_tool", "denials", "tool_errors")
    first_counts, got, want = (
        {key: summary.get(key) if type(summary) is dict else None for key in keys}
        for summary in (first, second, fresh)
    )
    before, after = (
        {key: _expected(listed, end)[key] for key in keys}
        for listed in (outcomes, extra if reshaped else [*outcomes, *extra])
    )
    kept = same_value(before, first_counts) and same_value(first_counts, got)
    if kept and not same_value(before, after):  # right at first, unchanged though it grew
        hint = _KEPT_BY_END if same_value(want, got) else _STALE  # a new list too: not by id
        raise Mismatch(example, shown(got), f"{shown(after)}, for the list as it is now", hint)
    if not same_value(want, got):
        stale = type(first) is dict and same_value({key: first.get(key) for key in keys}, got)
        raise Mismatch(
            example,
            shown(got),
            f"{shown(want)}, as for a new list of the same outcomes",
            _STALE if stale else NO_HINT,
        )


_FRESH_HINT = (
    "Build a new summary in every call, every dict in it too (calls_by_tool as well, "
    "even for a session without calls): no module-level dict, no cache. The caller owns "
    "the summary and may change it; a shared dict changes every summary that holds it."
)
FRESH_ROW = (
    "sessions in a row, each summary changed by the caller before the next call: without "
    "calls twice, then with calls twice"
)
_FRESH_SESSIONS = (
    _session(),
    _session(),
    _session(("lookup_user", "ok"), ("get_orders", "denied")),
    _session(("lookup_user", "ok"), ("get_orders", "denied")),
)
"""Summarised in a row in the answer's process, each summary changed by its owner before
the next call (a key added to it and to every dict in it: ``steps.mark``): a dict shared
between two empty sessions' summaries, a module-level dict refilled by a session with
calls, and a summary cached for equal sessions show."""


FRESH_IDS = (
    "12 sessions in a row, each built anew once the last was freed (its list, outcomes and "
    "end at the freed ones' addresses)"
)


def _fresh_session(k: int) -> tuple[list[ToolOutcome], SessionEnd]:
    """Session ``k`` of :data:`FRESH_IDS`: its own ids, tool, status and reason."""
    tool, status = [
        ("lookup_user", "ok"),
        ("get_orders", "denied"),
        ("issue_refund", "tool_error"),
    ][k % 3]
    context = HookContext(f"u_row{k:02d}", "free", f"s_row{k:02d}")
    started = datetime(2026, 3, 2, 2, k, tzinfo=timezone.utc)
    calls = [_outcome(context, started + timedelta(seconds=1), k, tool, status)]
    return calls, SessionEnd(context, started, started + timedelta(hours=1), f"reason {k}")


def _fresh_ids(answer: Callable[..., Any]) -> None:
    """Each session of :data:`FRESH_IDS` is summarised as it is: the worker hands each call
    the last one's list, outcome and end objects, given the new session's values
    (:func:`~hookkata.grading.steps.recycled`), so a summary kept by their ids is another
    session's, every time."""
    sessions = [_fresh_session(k) for k in range(12)]
    got = call_fresh(answer, [list(session) for session in sessions], example=FRESH_IDS)
    for k, ((outcomes, end), summary) in enumerate(zip(sessions, got, strict=True)):
        expected = _expected(outcomes, end)
        example = f"call {k + 1} of {FRESH_IDS}: {_describe(outcomes, end)}"
        if type(summary) is not dict:
            raise Mismatch(example, shown(summary), "a plain dict")
        expect_fields(
            example, summary, expected, REQUIRED, same=_same, hints=dict.fromkeys(REQUIRED, _STALE)
        )


def _summarised_anew(answer: Callable[..., Any], row: str) -> None:
    """Each summary is built anew: no container of it is shared with an earlier call's
    summary (the caller's change to one does not reach a later one), and a later call
    leaves an earlier summary as its owner left it."""
    if row == FRESH_IDS:
        _fresh_ids(answer)
        return
    sessions = [(list(outcomes), end) for outcomes, end in _FRESH_SESSIONS]
    example = (
        "; then ".join(_describe(*session) for session in sessions)
        + " (each summarised twice, on the very same objects; each summary changed by the "
        "caller before the next call: a key added to it and to each dict in it)"
    )
    each_its_own(
        answer,
        sessions,
        example=example,
        label=lambda index: f"call {index + 1} of {row!r}: {_describe(*sessions[index])}",
        noun="summary",
        hint=_FRESH_HINT,
        twice=True,
    )


# --- sessions built from the values an answer names --------------------------------------

_MOST_CALLS = 2_000
"""The longest session of distinct calls built from a named number (a cap names a smaller one)."""

_MOST_LISTED = 50_000
"""The longest session built from a named number, listing a few outcomes again and again
(each is sent once: a session of 10,001 distinct outcomes is over the channel's cap)."""


def _context_holding(text: str, session_id: str = "s_1") -> HookContext:
    """A context whose user (and session, unless given) and attributes are ``text``, or
    the stock ids when a ``HookContext`` refuses it as one."""
    attributes = {text: text, "user_id": text, "role": text}
    for user, session in ((text, session_id or text), ("u_004", session_id or "s_1")):
        try:
            return HookContext(user, "free", session, attributes)
        except ToolhooksError:
            continue
    return HookContext("u_004", "free", "s_1")


def _sessions_holding(text: str) -> list[Whole]:
    """``text`` as a tool's name (called ok, denied, failed, among another's), inside
    longer names (a prefix, a suffix, the middle), as the end reason alone and inside a
    longer one, as end's user, session and attributes, and as the user of its calls."""
    alone = _session((text, "ok"), (text, "denied"), ("lookup_user", "tool_error"),
                     (text, "tool_error"), reason=text)  # fmt: skip
    longer = _session((f"{text}_x", "ok"), (f"x_{text}", "denied"), (f"a{text}b", "tool_error"),
                      reason=f"{text}: end {text} turn {text}")  # fmt: skip
    calls, end = _session(("lookup_user", "ok"), ("get_orders", "denied"), reason="end_turn")
    own = _context_holding(text, "")
    theirs = _context_holding(text)
    return [
        Whole(alone),
        Whole(longer),
        Whole(([dataclasses.replace(o, context=own) for o in calls], replace(end, context=own))),
        Whole(([dataclasses.replace(o, context=theirs) for o in calls], end)),
    ]


def _sessions_counting(number: int | float) -> list[Whole]:
    """``number`` and one more as the calls (each another tool, denied) and as one tool's
    failed calls; as a part of the start (year, day, hour, minute, second, microsecond)
    and as the session's length in seconds."""
    made = []
    if isinstance(number, int) and 0 < number <= _LONGEST_NAME:
        lengths = (number, number + 1)
        made.append(_session(*((name, "ok") for name in long_names(*lengths))))
    if isinstance(number, int) and 0 <= number < _MOST_CALLS:
        for count in (number, number + 1):
            made.append(_session(*((f"tool_{i}", "denied") for i in range(count))))
            made.append(_session(*(("lookup_user", "tool_error") for _ in range(count))))
    elif isinstance(number, int) and _MOST_CALLS <= number < _MOST_LISTED:
        made += [_listed_again(count) for count in (number, number + 1)]
    calls, end = _session(("lookup_user", "ok"))
    started = _time_holding(number)
    if started is not None:
        made.append((calls, replace(end, started_at=started, ended_at=started + _HOUR)))
    if 0 <= number <= 10**9:
        made.append((calls, replace(end, ended_at=end.started_at + timedelta(seconds=number))))
    return [Whole(session) for session in made]


def _listed_again(count: int) -> tuple[list[ToolOutcome], SessionEnd]:
    """A session of ``count`` outcomes that lists three (ok, denied, failed) in turn."""
    few, end = _session(
        ("lookup_user", "ok"), ("get_orders", "denied"), ("lookup_user", "tool_error")
    )
    return [few[i % len(few)] for i in range(count)], end


LONG_SESSION = "a long session: 30,000 outcomes, three listed in turn"
"""Far longer than the answer's process lets a recursion go: a count of one call per frame
(recursing over the outcomes) fails, as it would in a long real session; and long enough
that work growing as the square of the length (each outcome counting all of them again:
batch BE) runs out of time, where one pass takes milliseconds."""
_HOUR = timedelta(hours=1)
_LONGEST_NAME = 100_000
"""The longest tool name built from a named number."""


def _time_holding(number: int | float) -> datetime | None:
    """A time of 2026-03-02 (UTC) whose year, day, hour, minute, second or microsecond
    is ``number`` (each one that can be), or None."""
    if not isinstance(number, int) or number < 0:
        return None
    fields = {"year": (1, 9999), "day": (1, 28), "hour": (0, 22), "minute": (0, 59),
              "second": (0, 59), "microsecond": (0, 999_999)}  # fmt: skip
    parts = {"year": 2026, "day": 2, "hour": 0, "minute": 30, "second": 0, "microsecond": 0}
    valid = {name: number for name, (low, high) in fields.items() if low <= number <= high}
    if not valid:
        return None
    parts.update(valid)
    return datetime(parts["year"], 3, parts["day"], parts["hour"], parts["minute"],
                    parts["second"], parts["microsecond"], tzinfo=timezone.utc)  # fmt: skip


def _mined_sessions(named: Mined) -> Iterator[tuple[object, Whole]]:
    """Sessions built from each value the answer names, checked whole: a rule keyed on a
    value may change any key."""
    for text in named.texts:
        yield from ((text, whole) for whole in _sessions_holding(text))
    for number in named.numbers:
        yield from ((number, whole) for whole in _sessions_counting(number))


EXERCISE = Exercise(
    number=12,
    places="at once",
    id="session-summary",
    title="12 · The session summary",
    notebook="08-The-Audit-Trail.ipynb",
    name=NAME,
    params=("outcomes", "end"),
    spec=(
        "Return a dict summing up one session from its calls' outcomes and its SessionEnd: "
        f"{', '.join(REQUIRED)}.\n"
        "Times as ISO 8601 with their UTC offset; calls_by_tool maps tool names to counts; "
        "denied calls count as calls."
    ),
    returns=(
        "a new plain `dict` per call (sharing no `dict` with another call's: the caller may "
        "change it) with these keys (others may be there and are not graded): "
        "`session_id` and `user_id` (`end.context`'s own fields, not attributes named like "
        "them), `started_at` and `ended_at` "
        "(`end.started_at.isoformat()`, `end.ended_at.isoformat()`: in UTC, as `end` holds "
        "them, even an end before the start; any ISO 8601 form (with its `T`) after a "
        "`YYYY-MM-DD` date of the same instant (to the "
        "microsecond, years 1 to 9999; seconds that are 0 may be left out) with offset 0: "
        "`+00:00`, `Z` or `+0000`), "
        "`end_reason` "
        "(`end.reason` as it is, at any length, not an attribute named like it), `calls` (an "
        "`int`: every outcome, denied and "
        "failed ones too, one "
        "stamped before the start or after the end, and one with an empty `tool_use_id` or "
        "`tool_name`, a malformed block's), "
        "`calls_by_tool` (a plain `dict` of tool name to `int`, keyed by the whole name as "
        "called: `mcp__files__delete_file` is not `delete_file`, and `Bash` is neither "
        '`bash` nor `"Bash "`; the empty name `""` is a key too, and every tool is there, '
        "however many; a name is any text (a NUL, a tab or a DEL in it too); names and "
        "`end.reason` may hold a lone surrogate such as `\\ud800` "
        "(not a high one followed by a low one, which JSON joins into one character); "
        "count with a `Counter` if "
        "you like, then return `dict(counter)`, since a `Counter` is a `dict` subclass, "
        "not a plain `dict`), `denials` "
        '(an `int`: how many outcomes have `status == "denied"`, whether or not another '
        "status carries a `denial` too, and whether or not a denied one carries it) and "
        "`tool_errors` (an "
        '`int`: how many have `status == "tool_error"`, and only those: `"invalid"` and '
        '`"hook_failed"` are not tool errors; a `"refused_by_host"` outcome is a call, '
        "neither a denial nor a tool error; every `status` is one of `ToolOutcome`'s six). "
        "`outcomes` is a `list` (walk it as often as you like); leave it as it arrived: "
        "sorting it in place changes the caller's list. Each call counts it as it is then "
        "(the same list, with the same `end`, may have grown since an earlier call)."
        " Two outcomes with the same `tool_use_id` are two calls, and so are two equal "
        "outcomes (the same call recorded twice). `outcomes` are this "
        "session's own (each `context.session_id` is `end.context.session_id`, whatever "
        "else its `context` holds, another `user_id` too): what an "
        "answer does with another session's outcome is not graded (the workbook's "
        "`SessionSummary` tells sessions apart by it)."
    )
    + SAID_WHERE["at once"],
    reference=reference,
    delegates=("toolhooks.session.SessionSummary", "toolhooks.session.end_session"),
    properties=(
        # First: the worker has summarised nothing yet, so a memo on id() has no stale
        # entry from an earlier list whose id a new one reuses.
        Property(
            "it counts the list as it is at each call, the same list grown since too",
            _counted_again,
            cases={
                "one list object grown between calls": _grown(),
                SHRUNK: _shrunk_and_edited(),
                SAME_AGAIN: _grown_by_its_last(),
            },
            hint=_STALE,
            id="grown",
        ),
        Property(
            "it says whose session it was, when it started and ended, and why it ended",
            _fields(("session_id", "user_id", "started_at", "ended_at", "end_reason")),
            _sessions(_THREE_CALLS),
            fixed=(_session(), _session(("lookup_user", "ok"))),
            cases={
                "a session without calls": _session(),
                "the first call a minute after the start": _session(("lookup_user", "ok")),
                "another end reason": _session(("get_orders", "ok"), reason="refusal"),
                ESCAPED_REASON: _session(("get_orders", "ok"), reason=END_REASONS[-1]),
                "an end before its start (the clocks disagree)": _end_before_start(),
                "a session of a second and a half (no end taken for its start)": _short_session(),
                ZERO_LENGTH: _zero_length(),
                NEW_YEAR: _across_a_new_year(),
                "times at the ends of the datetime range, with microseconds": _range_ends(),
                MICROSECOND_APART: _microsecond_apart(),
                SURROGATES: _surrogates(),
                "attributes named like the context's fields": _attributes_like_fields(),
                HOST_CASE: _host_session(),
                SPACED_IDS: _with_ids(" u_004", "s_1 "),
                ADDRESS_IDS: _with_ids("Ana.Lopez@Example.COM", "proj/s:1:" + "9f" * 16),
                NON_ASCII_IDS: _with_ids("usu\u00e1rio_7", "s\u00e9ance_7"),
                "an end reason of over 10,000 characters": _session(
                    ("lookup_user", "ok"), reason=LONG_REASON
                ),
                "an end reason with spaces, a BOM, markup, timestamp-looking text": _session(
                    reason=" \ufeff&amp; <b>'end_turn'</b> 2026-03-02T00:30:00+00:00\u200b "
                ),
                "an end reason that Unicode normalisation changes (NFC, NFKC)": _session(
                    ("lookup_user", "ok"), reason=_UNNORMALISED_REASON
                ),
                TEMPLATED_REASON_CASE: _session(("lookup_user", "ok"), reason=TEMPLATED_REASON),
                **{
                    f"{JSON_LIKE_REASON}: {text!r}": _session(("lookup_user", "ok"), reason=text)
                    for text in JSON_LIKE_REASONS
                },
                PHONE_AND_UUID_IDS: _with_ids(
                    REAL_WORLD_VALUES["phone"], REAL_WORLD_VALUES["uuid"]
                ),
                ESCAPED_AND_ULID_IDS: _with_ids(
                    REAL_WORLD_VALUES["escaped"], REAL_WORLD_VALUES["ulid"]
                ),
            },
            branches={
                "generated end reasons of every kind, long ones too": lambda e: (
                    e[1].reason not in END_REASONS[:4]
                ),
            },
            hint="Take them from end (a SessionEnd), the session's own record.",
            id="who-when",
        ),
        Property(
            "it counts every call, per tool too, denied and failed calls included",
            _fields(("calls", "calls_by_tool")),
            _sessions(),
            fixed=(_session(), _session(*((("lookup_user", s)) for s in _STATUSES))),
            cases={
                "no calls": _session(),
                "one call of each status": _session(*((("lookup_user", s)) for s in _STATUSES)),
                "a tool_use id repeated (a retried call)": _repeated_id(),
                "calls out of time order": _reversed(),
                "MCP tools of two servers with the same short name": _session(
                    ("mcp__files__delete_file", "ok"),
                    ("mcp__notes__delete_file", "denied"),
                    ("delete_file", "ok"),
                ),
                "tool names that differ only by case": _session(
                    ("Bash", "ok"), ("bash", "ok"), ("BASH", "denied"), ("Lookup_User", "ok")
                ),
                "tool names that differ only by spaces or Unicode form": _session(
                    ("Bash", "ok"),
                    ("Bash ", "ok"),
                    (" Bash", "ok"),
                    ("caf\u00e9", "ok"),
                    ("cafe\u0301", "ok"),
                ),
                "tool names of whitespace only (a space, a tab, \\x1c)": _session(
                    (" ", "ok"), ("\t", "ok"), ("\x1c", "denied"), (" ", "ok")
                ),
                "a malformed block's outcome: empty tool name and id": _session(
                    ("", "invalid"), ("lookup_user", "invalid"), ("lookup_user", "ok")
                ),
                MALFORMED_INPUTS: _malformed_inputs(),
                "the same call twice, equal outcomes": _equal_twice(),
                "tool names of 64 to over 1,000 characters, sharing their first 64": _session(
                    *((name, "ok") for name in long_names(*LONG_LENGTHS)),
                    (long_names(1_500)[0], "denied"),
                ),
                "twelve tools, one call each": _session(*((t, "ok") for t in _MANY_TOOLS)),
                LONG_SESSION: _listed_again(30_000),
                RATIO_CASE: _session(
                    *[("lookup_user", "ok")] * 15, *[("get_orders", "denied")] * 7
                ),
                "outcomes outside the session window": _outside_window(),
                SURROGATES: _surrogates(),
                MARKUP: _session(*((name, "ok") for name in MARKUP_NAMES), (MARKUP_NAMES[0], "ok")),
                "outcomes of this session with another tier or attributes": _other_contexts(),
                "a tool's calls apart, variants of its name between": _session(*_APART),
                "outcomes after an Ask, a rewrite, a problem": _after_asks(),
                "outcomes of this session under other users' contexts": _other_users_contexts(),
                VERSIONS_AND_COMMANDS: _versions_and_commands(),
                SERVER_TOOLS: _server_tools(),
                CONTROL_NAMES: _session(
                    ("Bash\x00x", "ok"), ("Bash\tx", "ok"), ("Bash\x7f", "denied"), ("Bash", "ok")
                ),
            },
            branches={
                "generated outcomes under another user's context": _other_users,
                "generated calls of one tool apart, a variant of its name between": _apart,
                "generated MCP tool names": lambda e: any("__" in o.tool_name for o in e[0]),
                "generated long names sharing their first 64 characters": _long_names,
                "generated names that differ only by case": _differ_by_case,
                "generated empty tool names and ids": lambda e: any(
                    not o.tool_name or not o.tool_use_id for o in e[0]
                ),
            },
            hint="A denied call is still a call the agent tried: count it.",
            id="calls",
        ),
        Property(
            "it counts denials and tool errors apart",
            _fields(("denials", "tool_errors")),
            _sessions(),
            fixed=(_session(), *(_session(("get_orders", s)) for s in _STATUSES)),
            cases={
                "a denial and a tool error among others": _session(
                    ("lookup_user", "ok"), ("get_orders", "denied"), ("issue_refund", "tool_error")
                ),
                "invalid and hook_failed are no tool errors": _session(
                    ("lookup_user", "invalid"), ("get_orders", "hook_failed")
                ),
                "other statuses that carry a denial too": _denial_elsewhere(),
                "a denied outcome without a Denial": _session(
                    ("get_orders", "denied"), ("get_orders", "denied")
                ),
                "denials and tool errors retried under one id, or with none": _retried_ids(),
                RETRIED_AND_FIXED: _session(
                    ("lookup_user", "tool_error"),
                    ("lookup_user", "ok"),
                    ("get_orders", "tool_error"),
                    ("get_orders", "denied"),
                    ("get_orders", "ok"),
                ),
                EQUAL_DENIALS: _equal_denials(),
                "outcomes outside the session window": _outside_window(),
                "outcomes of this session with another tier or attributes": _other_contexts(),
                "tool errors without a result or its is_error, an ok flagged is_error": (
                    _results_elsewhere()
                ),
                "outcomes after an Ask, a rewrite, a problem": _after_asks(),
                OK_READING_AS_ERRORS: _ok_reading_as_errors(),
                SILENT_ERRORS: _silent_errors(),
                BARE_OUTCOMES: _bare_outcomes(),
                "outcomes of this session under other users' contexts": _other_users_contexts(),
            },
            branches={
                "generated denied outcomes without a Denial": lambda e: any(
                    o.status == "denied" and o.denial is None for o in e[0]
                ),
                "generated outcomes under another user's context": _other_users,
                "generated outcomes sharing a tool_use_id": _shared_ids,
            },
            mined=_mined_sessions,
            hint="outcome.status is 'denied' for a denial and 'tool_error' when the tool failed.",
            id="denials-errors",
        ),
        Property(
            "each summary is built anew: the caller's change to one reaches no later one",
            _summarised_anew,
            cases={FRESH_ROW: FRESH_ROW, FRESH_IDS: FRESH_IDS},
            hint=_FRESH_HINT,
            id="fresh-summary",
        ),
    ),
    hint="One line per session answers what a line per call cannot: how did it go overall?",
    clauses=(
        Clause(
            "a plain dict",
            "who-when",
            "type-exact, every example",
            ("a session without calls", "the first call a minute after the start"),
        ),
        Clause(
            "session_id, user_id from end.context (its fields, not attributes named so)",
            "who-when",
            "fixed session without calls; attributes session_id s_9 and user_id u_999",
            (
                "a session without calls",
                "attributes named like the context's fields",
                SPACED_IDS,
                ADDRESS_IDS,
                NON_ASCII_IDS,
                HOST_CASE,
            ),
        ),
        Clause(
            "started_at, ended_at: end's times, ISO 8601 with 'T' and offset, in UTC",
            "who-when",
            "first call a minute after the start; UTC+2 converted; years 1 and 9999",
            (
                "the first call a minute after the start",
                "a session without calls",
                "an end before its start (the clocks disagree)",
                "times at the ends of the datetime range, with microseconds",
                ZERO_LENGTH,
                NEW_YEAR,
            ),
        ),
        Clause(
            "end_reason: end.reason",
            "who-when",
            "fixed max_tokens, refusal, one with a lone surrogate; generated reasons",
            ("another end reason", SURROGATES, ESCAPED_REASON),
        ),
        Clause(
            "end_reason as it is, at any length: spaces, a BOM, markup, timestamp-looking text "
            "and Unicode forms kept, over 10,000 characters whole",
            "who-when",
            "fixed reasons of each kind; generated END_REASONS and LONG_REASON",
            (
                "an end reason of over 10,000 characters",
                "an end reason with spaces, a BOM, markup, timestamp-looking text",
                "an end reason that Unicode normalisation changes (NFC, NFKC)",
                TEMPLATED_REASON_CASE,
                *(f"{JSON_LIKE_REASON}: {text!r}" for text in JSON_LIKE_REASONS),
                "generated end reasons of every kind, long ones too",
            ),
        ),
        Clause(
            "every outcome given counts, whatever user_id its context names (another, a longer, a "
            "case variant)",
            "calls",
            "fixed four other users' contexts; every other call in one generated session in three",
            (
                "outcomes of this session under other users' contexts",
                "generated outcomes under another user's context",
            ),
        ),
        Clause(
            "denials and tool errors under other users' contexts count",
            "denials-errors",
            "fixed; generated",
            (
                "outcomes of this session under other users' contexts",
                "generated outcomes under another user's context",
            ),
        ),
        Clause(
            "calls: every outcome, denied and failed too, a repeated id too, however many",
            "calls",
            "fixed one call of each status; a retried id; 30,000 outcomes",
            (
                "no calls",
                LONG_SESSION,
                "one call of each status",
                "a tool_use id repeated (a retried call)",
                "the same call twice, equal outcomes",
                "a malformed block's outcome: empty tool name and id",
                "outcomes outside the session window",
                "outcomes of this session with another tier or attributes",
            ),
        ),
        Clause(
            "calls_by_tool: a dict of tool to count, keyed by the whole tool name as called "
            "(MCP too, case and all)",
            "calls",
            "type-exact; MCP names of two servers",
            (
                "one call of each status",
                "no calls",
                "MCP tools of two servers with the same short name",
                "generated MCP tool names",
                "tool names that differ only by case",
                "generated names that differ only by case",
                "tool names that differ only by spaces or Unicode form",
                "a malformed block's outcome: empty tool name and id",
                "twelve tools, one call each",
                "generated empty tool names and ids",
                SURROGATES,
                MARKUP,
                CONTROL_NAMES,
            ),
        ),
        Clause(
            "calls_by_tool keys tool names of any length whole (MCP names are long; no cut at "
            "the API's 64 or any width)",
            "calls",
            "fixed names of 64, 65, 128, 256 and 1,500 characters, each the start of the next; "
            "generated 64, 65, 300; mined: each named number as a name's length, and one more",
            (
                "tool names of 64 to over 1,000 characters, sharing their first 64",
                "generated long names sharing their first 64 characters",
            ),
        ),
        Clause(
            "calls_by_tool counts every call of a tool, wherever it is in the list (its calls "
            "apart, a variant of its name between)",
            "calls",
            "fixed Bash, bash, Bash, 'Bash ', Bash; café NFC, NFD, NFC; an MCP tool around its "
            "short name; one generated session in three",
            (
                "a tool's calls apart, variants of its name between",
                "generated calls of one tool apart, a variant of its name between",
            ),
        ),
        Clause(
            "every count by status alone: an Ask, its decider, a rewrite, a problem change nothing",
            "denials-errors",
            "fixed: an Ask approved, one nobody could approve, an approver that raised, a "
            "rewrite, a host refusal with a decider",
            ("outcomes after an Ask, a rewrite, a problem",),
        ),
        Clause(
            "calls counts outcomes after an Ask, a rewrite, a problem too",
            "calls",
            "fixed: the same five outcomes",
            ("outcomes after an Ask, a rewrite, a problem",),
        ),
        Clause(
            "outcomes left as they arrived (not sorted in place)",
            "calls",
            "outcomes as the answer left them, compared by identity",
            ("calls out of time order",),
        ),
        Clause(
            "denials: status 'denied'; tool_errors: status 'tool_error' only",
            "denials-errors",
            "fixed one session per status",
            (
                "a denial and a tool error among others",
                "invalid and hook_failed are no tool errors",
                "other statuses that carry a denial too",
                "a denied outcome without a Denial",
                BARE_OUTCOMES,
                "generated denied outcomes without a Denial",
                "outcomes outside the session window",
                "outcomes of this session with another tier or attributes",
            ),
        ),
        Clause(
            "denials and tool_errors count every outcome of their status, one retried under the "
            "same tool_use_id or without one too",
            "denials-errors",
            "fixed: two denied and two failed outcomes under one id each, three without an id, "
            "each recorded twice as equal outcomes; "
            "every call under one id in one generated session in three",
            (
                "denials and tool errors retried under one id, or with none",
                RETRIED_AND_FIXED,
                EQUAL_DENIALS,
                "generated outcomes sharing a tool_use_id",
            ),
        ),
        Clause(
            "tool_errors by status alone: a result missing, without is_error or flagged on "
            "an ok call, or an ok call's output reading like a failure, changes nothing",
            "denials-errors",
            "fixed: tool errors with no result and an unflagged one, an ok flagged is_error, "
            "ok outputs starting 'Error' or holding a traceback",
            (
                "tool errors without a result or its is_error, an ok flagged is_error",
                OK_READING_AS_ERRORS,
            ),
        ),
        Clause(
            "a new dict per call, sharing no dict with another call's (calls_by_tool of a "
            "session without calls too): the caller's change to one summary reaches no "
            "later one, and a later call leaves it as its owner left it",
            "fresh-summary",
            "wide: in one process, each summary changed in place (a key added to it and to "
            "every dict in it) before the next call: without calls twice, then with calls "
            "twice (one row, one round trip)",
            (FRESH_ROW,),
        ),
        Clause(
            "each call counts the list as it is then (the same list grown, shrunk or edited "
            "since, the same end)",
            "grown",
            "fixed: one list, called on, extended (or cut and edited) in place, called on "
            "again, the same end",
            ("one list object grown between calls", SHRUNK),
        ),
    ),
)
