"""Exercise 4: the free-tier authorization hook (Rule B)."""

from __future__ import annotations

import dataclasses
import functools
import math
import sys
from collections.abc import Iterator, Mapping
from datetime import datetime, timedelta, timezone
from typing import Any

from hypothesis import strategies as st

import hookkata.exercises.named_slots as named_slots
from hookkata.exercises.strategies import (
    TOOLS,
    calls,
    identity_claims,
    json_objects,
    json_values,
    session_ids,
    user_ids,
)
from hookkata.exercises.wide_classes import (
    ATTRIBUTE_TOOL_NAMES,
    CONTEXT_SHAPED_KEYS,
    EDGE_DAYS,
    INPUT_TOOL_KEYS,
    NON_LATIN_CONTEXT,
    PATTERN_TOOL_NAMES,
    SETTINGS_LOOKING_ATTRIBUTES,
    SUFFIXED_TOOL_NAMES,
    TEMPLATED_IDS,
    context_shaped,
    other_names_than,
    reads_as,
    tools_listed,
    without_attributes,
)
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.expect import (
    denied_despite_claims,
    denies,
    expect_allowed,
    expect_denied,
    expect_each_in_a_row,
    memo_across_sessions_hint,
)
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import AnswerCrashed, FreshRow, Mismatch
from toolhooks import HookContext, ToolCall
from toolhooks.examples.rules import free_tier_cannot_open_cases
from toolhooks.testing import DEFAULT_NOW

NAME = "free_tier_hook"


# Ids and attributes that look like policy (a staff user, a spend limit, a role): Rule B
# reads none of them, so a rule keyed on one decides a call the spec has already decided.
_POLICY_IDS = ("admin", "support", "staff", "root", "billing_team", "u_admin")
_POLICY_SESSIONS = ("test_1", "staff_s1", "qa", "admin_session", "internal")
_POLICY_ATTRIBUTES: dict[str, object] = {
    "spend_limit": 0,
    "role": "admin",
    "staff": True,
    "quota": 0,
    "credits": 0,
    "blocked": True,
    "requires_approval": True,
    "plan_override": "enterprise",
}
_policy_attributes = st.dictionaries(
    st.sampled_from(sorted(_POLICY_ATTRIBUTES)), st.sampled_from([0, True, "admin"]), max_size=3
)


GLOB_READ_AS_REGEX = (
    "create_case_file without its last letter (a glob 'create_case_file*' read as a regex "
    "matches it)"
)
SETTINGS_OFF = (
    "a free session whose attributes look like the rule's settings: texts blank, switches off "
    "(upgrade_offer '', enabled False)"
)

_TEMPLATED_SESSIONS = tuple(f"s{user_id[1:]}" for user_id in TEMPLATED_IDS)


def _contexts(tier: str) -> st.SearchStrategy[HookContext]:
    """Sessions of ``tier``, some with policy-looking ids and attributes, some with ids
    holding template syntax (:data:`~hookkata.exercises.wide_classes.TEMPLATED_IDS`)."""
    return st.builds(
        HookContext,
        user_id=user_ids | st.sampled_from(_POLICY_IDS) | st.sampled_from(TEMPLATED_IDS),
        tier=st.just(tier),
        session_id=session_ids
        | st.sampled_from(_POLICY_SESSIONS)
        | st.sampled_from(_TEMPLATED_SESSIONS),
        attributes=st.just({}) | _policy_attributes,
    )


def _templated(call: ToolCall) -> bool:
    """Whether the session's ids hold template syntax."""
    return any(char in call.context.user_id + call.context.session_id for char in "{}%$")


_TEMPLATED_CONTEXT = HookContext("u_{x}{0}}{%s%(x)s${x}\\1", "free", "s_{0}}%(x)s{")
"""A free session whose ids hold every kind of template syntax at once."""
_TEMPLATE_HINT = (
    "An id is text to write as it is: the user and session ids may hold braces, %s or "
    "${x}. Build the reason once (an f-string), and do not format the result again "
    "(str.format, %, string.Template)."
)


def _looks_like_policy(call: ToolCall) -> bool:
    context = call.context
    return (
        context.user_id in _POLICY_IDS
        or context.session_id in _POLICY_SESSIONS
        or bool(context.attributes)
    )


def _policy_looking(tier: str, user_id: str) -> ToolCall:
    """A ``tier`` session of a staff-looking user, in a test-looking session, whose
    attributes look like policy."""
    context = HookContext(user_id, tier, "test_staff", _POLICY_ATTRIBUTES)  # type: ignore[arg-type]
    return ToolCall("create_case_file", "toolu_01", {}, context, DEFAULT_NOW)


def _claiming(
    tool_input: st.SearchStrategy[dict[str, object]],
) -> st.SearchStrategy[dict[str, object]]:
    """Inputs that may also claim a premium plan or another identity."""
    return st.tuples(tool_input, identity_claims("u_999")).map(lambda pair: {**pair[0], **pair[1]})


# A tier the input claims, the session's own ("free") too: an answer that reads it at all,
# even only to compare it with the session's, is fooled by some value of it.
_CLAIM_SHAPES: tuple[object, ...] = (("premium", "gold"), (), ("premium",), {"name": "premium"})
"""Claims of the other JSON shapes (lists arrive as tuples): an answer that quotes a claim
with ``'%s' % claim`` crashes on a tuple of none or two (batch AU)."""
_NON_ASCII_CLAIMS = ("prémium", "\uff50\uff52\uff45\uff4d\uff49\uff55\uff4d", "премиум")
"""Tier claims in non-ASCII text: ``hmac.compare_digest`` raises TypeError on them (batch BI)."""
NON_ASCII_CLAIM_CASE = "an input claiming a tier in non-ASCII text ('prémium')"
_TIER_CLAIMS = st.fixed_dictionaries(
    {},
    optional={
        "tier": st.sampled_from(("free", "premium", "Free", "trial", *_NON_ASCII_CLAIMS))
        | st.sampled_from(_CLAIM_SHAPES)
        | st.text(max_size=8)
    },
)


def _claiming_tiers(
    tool_input: st.SearchStrategy[dict[str, object]],
) -> st.SearchStrategy[dict[str, object]]:
    """Inputs with claims, and maybe a claimed tier of any value (the session's too)."""
    return st.tuples(_claiming(tool_input), _TIER_CLAIMS).map(lambda pair: {**pair[0], **pair[1]})


# Names near create_case_file, and its words respelled: Rule B is about that one tool, named
# exactly; "close_case" and "case_notes" share a word with it only.
_OTHER_TOOLS = (
    *(name for name in TOOLS if name != "create_case_file"),
    "close_case",
    "case_notes",
    *other_names_than("create_case_file"),
)
CONTEXT_SHAPED_CASE = (
    "an input holding a premium session's fields under context, hook_context, session, "
    "overrides and call"
)
LONG_NAME = "a tool name of 318 characters (no length limit of the hook's own)"
_LONG_NAME = "search_faq" + "_and_more" * 34 + "_x"
"""Any other name is another tool, allowed: a hook denying names over the API's 64
characters adds a rule of its own (batch AS)."""
_CLAIMS = frozenset(
    {"session_user", "authenticated_as", "note", "tier", "role", *CONTEXT_SHAPED_KEYS}
)

# Fields a case file's input has, holding values of every JSON type: an answer that puts
# one in its reason must format any of them (lists arrive as tuples, "%s" % a tuple fails).
_CASE_FIELDS = ("summary", "title", "subject", "description", "details")
_case_inputs: st.SearchStrategy[dict[str, Any]] = st.dictionaries(
    st.sampled_from(_CASE_FIELDS), json_values, min_size=1
)


# Keys named like Deny's fields, or like a hint for them (a language, evidence, a message):
# the reason and alternative are the hook's own words, so no value of any JSON shape under
# these keys (blank, None, a number, a tuple, a mapping, an unknown language) changes the
# denial or crashes it.
_DENY_LIKE_KEYS = (
    "alternative",
    "reason",
    "lang",
    "language",
    "locale",
    "evidence",
    "message",
    "hint",
    "suggestion",
    "template",
)
_ODD_VALUES: tuple[object, ...] = (
    "",
    " ",
    "\n",
    None,
    0,
    1.5,
    False,
    (),
    ("a", 1, None),
    {"x": {}},
)
_odd_values = st.sampled_from(_ODD_VALUES) | json_values | st.sampled_from(("es", "xx", "{0}"))
_deny_like_inputs: st.SearchStrategy[dict[str, Any]] = st.dictionaries(
    st.sampled_from(_DENY_LIKE_KEYS), _odd_values, min_size=1, max_size=4
)


def _deny_like(tool_input: Any) -> bool:
    return bool(set(tool_input) & set(_DENY_LIKE_KEYS))


_EACH_DENY_LIKE_KEY = {
    f"an input key {key!r} holding {value!r}": (key, value)
    for key, value in (
        ("alternative", ""),
        ("alternative", None),
        ("reason", 0),
        ("lang", "es"),
        ("language", None),
        ("locale", ("en", "US")),
        ("evidence", (1, None, {"x": 1})),
        ("evidence", 42),
        ("evidence", tuple(f"photo_{n}.jpg" for n in range(7))),  # batch BE: batched by 3
        ("message", {"text": "hi"}),
        ("hint", " "),
        ("suggestion", ()),
        ("template", "{missing}"),
    )
}


# tool_use_ids of every form: the API's label for the call, which decides nothing (a call
# without the 'toolu_' prefix, in capitals, with spaces or marks is an ordinary call).
_ODD_TOOL_USE_IDS = ("TOOLU_01", "call_01", "1", "toolu-01", "toolu_01AbC", " toolu_01", "test")


def _with_odd_tool_use_ids(
    calls_: st.SearchStrategy[ToolCall],
) -> st.SearchStrategy[ToolCall]:
    """``calls_``, one in three with a tool_use_id of another form (any text, too)."""
    odd = st.sampled_from(_ODD_TOOL_USE_IDS) | st.text(min_size=1, max_size=8)
    return st.tuples(calls_, st.none() | st.none() | odd).map(
        lambda pair: (
            pair[0] if pair[1] is None else dataclasses.replace(pair[0], tool_use_id=pair[1])
        )
    )


_naming_a_tool: st.SearchStrategy[dict[str, Any]] = st.fixed_dictionaries(
    {"tool_name": st.sampled_from(TOOLS)}
)

# Keys a proxy's or router's input names a tool or a plan in: another tool whose input
# names create_case_file (in any spelling) or a tier there is still another tool, allowed.
_INPUT_TOOL_KEYS = INPUT_TOOL_KEYS
_CASE_SPELLINGS = (
    "create_case_file",
    "Create_Case_File",
    "create-case-file",
    "createCaseFile",
    "mcp__desk__create_case_file",
    " create_case_file ",
)
_PLAN_KEYS = ("tier", "plan")
_PROXY_TOOLS = ("call_tool", "mcp__gateway__invoke", "run_action")
"""Made-up tools a proxy or router would offer: their input names another tool."""
_naming_the_case_tool: st.SearchStrategy[dict[str, Any]] = st.tuples(
    st.dictionaries(
        st.sampled_from(_INPUT_TOOL_KEYS), st.sampled_from(_CASE_SPELLINGS), min_size=1
    ),
    st.dictionaries(st.sampled_from(_PLAN_KEYS), st.sampled_from(("free", "premium"))),
    st.sampled_from(("", "call", "arguments", "calls")),
).map(lambda parts: _nested({**parts[0], **parts[1]}, parts[2]))


def _nested(named: dict[str, Any], under: str) -> dict[str, Any]:
    """``named`` as the input itself, or under a key (``calls``: in a list, a tuple here)."""
    if not under:
        return named
    return {under: (named,) if under == "calls" else named}


def _names_the_case_tool(tool_input: Any) -> bool:
    """Whether the input names create_case_file, at its top level or one level down."""

    def naming(mapping: Any) -> bool:
        return any(mapping.get(key) in _CASE_SPELLINGS for key in _INPUT_TOOL_KEYS)

    inner = [v for v in tool_input.values() if hasattr(v, "get")]
    inner += [x for v in tool_input.values() if type(v) is tuple for x in v if hasattr(x, "get")]
    return naming(tool_input) or any(naming(mapping) for mapping in inner)


_EVERY_TOOL_KEY = {
    **dict.fromkeys(_INPUT_TOOL_KEYS, "create_case_file"),
    "tier": "free",
    "plan": "free",
}


# Inputs a premium session may send that look like they need a rule of their own: a case for
# another customer, someone else's ids, an approval or priority flag. Rule B reads the tier
# only, so a premium session is allowed whatever the input holds.
_FOREIGN_IDS = ("customer_id", "user_id", "account_id", "on_behalf_of", "owner")
_POLICY_INPUTS: dict[str, object] = {
    "requires_approval": True,
    "priority": "urgent",
    "escalate": True,
    "amount": 10**9,
    "internal": True,
}
_premium_inputs: st.SearchStrategy[dict[str, Any]] = st.tuples(
    _claiming_tiers(json_objects | _case_inputs | _naming_a_tool),
    st.dictionaries(st.sampled_from(_FOREIGN_IDS), user_ids | st.sampled_from(_POLICY_IDS)),
    st.dictionaries(st.sampled_from(sorted(_POLICY_INPUTS)), json_values, max_size=2),
).map(lambda parts: {**parts[0], **parts[1], **parts[2]})


def _foreign_or_policy(tool_input: Any) -> bool:
    return bool(set(tool_input) & {*_FOREIGN_IDS, *_POLICY_INPUTS})


def _any_json_type(tool_input: dict[str, object]) -> bool:
    return any(not isinstance(v, str) for k, v in tool_input.items() if k in _CASE_FIELDS)


def _levels_deep(depth: int) -> object:
    """A value ``depth`` levels deep, lists and objects by turns, a note at the bottom."""
    value: object = "the bottom"
    for level in range(depth):
        value = [value] if level % 2 else {"detail": value}
    return value


EMPTY_AND_DEEP_CASE = (
    "a premium session opening a case with empty values ([], {}, '', 0, false, null) and "
    "one 40 levels deep"
)
_EMPTY_AND_DEEP: dict[str, object] = {
    "evidence": [],
    "attachments": {},
    "summary": "",
    "priority": 0,
    "urgent": False,
    "assignee": None,
    "history": _levels_deep(40),
}
"""A call's input that says nothing, or a lot: the tier alone decides."""
EMPTY_FREE_CASE = "a free session opening a case with empty values and one 40 levels deep"
BLANK_SUMMARY_CASE = "a free session opening a case whose summary and title are blank"


CASE_FILE_INPUT = "create_case with a case file's input (customer_id, summary, evidence)"


def _call(tool: str, session_tier: str, /, **tool_input: object) -> ToolCall:
    context = HookContext("u_004", session_tier, "s_1")  # type: ignore[arg-type]
    return ToolCall(tool, "toolu_01", tool_input, context, DEFAULT_NOW)


ANY_TIME = {
    f"a free session's call stamped {label}": dataclasses.replace(
        _call("create_case_file", "free"), timestamp=stamp
    )
    for label, stamp in (
        ("on the last day of 9999", datetime(9999, 12, 31, 23, 59, 59, 999999, timezone.utc)),
        ("on 1 January of year 1", datetime(1, 1, 1, tzinfo=timezone.utc)),
        ("on a Sunday", datetime(2026, 3, 1, 10, 30, tzinfo=timezone.utc)),
        *((label, when.replace(tzinfo=timezone.utc)) for label, when in EDGE_DAYS.items()),
    )
}
"""A case file asked for at any time: Rule B reads no clock, so a hook that computes a date
from the call's time (a trial's end, the next weekday) and cannot (year 9999, a table of
six days) fails to deny (batch BA)."""

LISTED_AS_PREMIUM = (
    "another tool in a free session whose attributes list it as premium (premium_tools, "
    "blocked_tools): Rule B is about create_case_file only"
)
DOWNGRADED_CASE = (
    "a free session whose attributes say it was premium until a moment ago (a grace period "
    "grants nothing)"
)


def _just_downgraded() -> dict[str, object]:
    """Attributes of a session downgraded moments ago by the grading machine's clock, with
    premium dates to come: a grace period read from them (against the wall clock) lets a
    free session through."""
    now = datetime.now(timezone.utc).replace(microsecond=0)
    return {
        "downgraded_at": now.isoformat(),
        "premium_until": (now + timedelta(days=30)).isoformat(),
        "previous_tier": "premium",
        "grace_days": 14,
    }


SURROGATES_CASE = "case-file fields holding lone surrogates (JSON's \\ud800 escape reads so)"
_WITH_SURROGATES = {"summary": "refund \ud800 late", "title": "\udcff", "notes": ["\udfff\ud800"]}

NON_FINITE_CASE = "case-file fields holding NaN and infinity (JSON's 1e999 reads as inf)"
LONG_INT_CASE = "case-file fields holding ints of 401 and 4,001 digits (as json.loads reads them)"
"""An int too large for a float: ``math.isfinite`` or ``float()`` on it raises OverflowError,
so a hook screening the input's numbers crashes where it must deny (batch AV)."""
_NON_FINITE = {"amount": float("nan"), "limit": float("inf"), "floor": -float("inf")}
_NON_FINITE_HINT = (
    "A number in call.input may be NaN or infinity (json.loads reads 1e999 as inf): the "
    "hook decides from the tool name and call.context.tier, so nothing it does with the "
    "input (json.dumps(allow_nan=False), int(), a range check) may raise on one."
)

_EACH_FIELD_A_LIST = {
    f"case-file field {field!r} alone, holding a list": _call(
        "create_case_file", "free", **{field: ["refund", "late"]}
    )
    for field in _CASE_FIELDS
}
"""One field at a time, so an answer that formats the first field it finds meets a tuple
there (with every field set at once, it may pick one that formats)."""


def _call_as(user_id: str, session_tier: str) -> ToolCall:
    """A plain create_case_file call of ``user_id`` on ``session_tier``."""
    context = HookContext(user_id, session_tier, "s_1")  # type: ignore[arg-type]
    return ToolCall("create_case_file", "toolu_01", {}, context, DEFAULT_NOW)


def _with_tier_text(tier: str, other: str) -> ToolCall:
    """A ``tier`` session whose other fields (ids, attributes) all say ``other``: only
    ``call.context.tier`` itself tells the tier, not a text or field that holds the word."""
    context = HookContext(
        f"{other} tier='{other}'",  # first in the context's repr (batch AZ read it there)
        tier,  # type: ignore[arg-type]
        f"tier='{other}'",
        {"tier": other, "plan": other, "note": f"tier='{other}'"},
    )
    return ToolCall("create_case_file", "toolu_01", {}, context, DEFAULT_NOW)


def _tier_text_hint(answer: object, call: ToolCall) -> str:
    """The hint for a session whose other fields name another tier, when the same call
    with plain ids and no attributes is decided right; ``""`` otherwise."""
    context = call.context
    if not context.attributes and (context.user_id, context.session_id) == ("u_004", "s_1"):
        return ""
    plain = dataclasses.replace(call, context=HookContext("u_004", context.tier, "s_1"))
    decided_right = denies(answer, plain) == (context.tier == "free")  # type: ignore[arg-type]
    return _TIER_FIELD if decided_right else ""


_TIER_FIELD = (
    "Read call.context.tier itself, and nothing else: the session's ids and attributes may "
    "hold the words 'free' or \"tier='free'\", a staff-looking user id, or a flag or limit "
    "that seems to decide; searching repr(call.context) or reading them decides by the wrong "
    "fact."
)


def _denied(answer: object, call: ToolCall) -> None:
    if isinstance(call, FreshRow):
        _denied_after_other_tools(answer, call)
        return
    try:
        _denied_whatever_claimed(answer, call)
    except Mismatch as mismatch:
        mismatch.hint = _plain_call_hint(answer, call) or mismatch.hint
        if not denies(answer, call):  # type: ignore[arg-type]  # not a denial without alternative
            mismatch.hint = (
                _tool_named_hint(answer, call) or _tier_text_hint(answer, call) or mismatch.hint
            )
        raise
    except AnswerCrashed as crash:
        crash.hint = _plain_call_hint(answer, call) or crash.hint
        if crash.hint:
            raise
        finite = {k: v for k, v in call.input.items() if not _non_finite(v)}
        if finite != dict(call.input) and denies(answer, call.with_input(finite)):  # type: ignore[arg-type]
            crash.hint = _NON_FINITE_HINT
            raise
        small = {k: 1 if _past_a_float(v) else v for k, v in call.input.items()}
        if small != dict(call.input) and denies(answer, call.with_input(small)):  # type: ignore[arg-type]
            crash.hint = _LONG_INT_HINT
            raise
        as_text = call.with_input({key: str(value) for key, value in call.input.items()})
        if as_text.input != call.input and denies(answer, as_text):  # type: ignore[arg-type]
            crash.hint = _ANY_TYPE
        raise


def _past_a_float(value: object) -> bool:
    """Whether ``value`` holds, at any depth, an int too large for a float."""
    if type(value) is int:
        return abs(value) > sys.float_info.max
    if isinstance(value, Mapping):
        return any(_past_a_float(item) for item in value.values())
    return isinstance(value, (list, tuple)) and any(_past_a_float(item) for item in value)


_LONG_INT_HINT = (
    "An int in call.input may have up to 4,300 digits (json.loads reads them so): float() "
    "or math.isfinite() on one raises OverflowError. The hook decides from the tool name "
    "and call.context.tier: nothing it does with the input may raise."
)


def _non_finite(value: object) -> bool:
    return type(value) is float and not math.isfinite(value)


def _plain_call_hint(answer: object, call: ToolCall) -> str:
    """The hint for a call decided wrong for its tool_use_id or its Deny-like input keys:
    the same call with a plain id, or without those keys, gets a good denial."""
    if not call.tool_use_id.startswith("toolu_"):
        plain = dataclasses.replace(call, tool_use_id="toolu_01")
        if _denies_well(answer, plain):
            return _ANY_TOOL_USE_ID
    if _deny_like(call.input):
        bare = call.with_input({k: v for k, v in call.input.items() if k not in _DENY_LIKE_KEYS})
        if _denies_well(answer, bare):
            return _OWN_WORDS
    if _templated(call):
        plain_ids = dataclasses.replace(call.context, user_id="u_004", session_id="s_1")
        if _denies_well(answer, dataclasses.replace(call, context=plain_ids)):
            return _TEMPLATE_HINT
    return ""


def _denies_well(answer: object, call: ToolCall) -> bool:
    """Whether the hook denies ``call`` with a non-blank alternative (a crash is no)."""
    try:
        expect_denied(answer, call)  # type: ignore[arg-type]
    except (Mismatch, AnswerCrashed):
        return False
    return True


_ANY_TOOL_USE_ID = (
    "The tool_use_id is only the API's label for the call, of any form (capitals, no "
    "'toolu_' prefix): it decides nothing, every call is real traffic. Read the tool name "
    "and call.context.tier only."
)
_OWN_WORDS = (
    "The reason and alternative are the hook's own words: an 'alternative', 'lang' or "
    "'evidence' key in call.input, of any JSON value, changes nothing and crashes nothing."
)


# Keys of an input that name a tool (a router's or a proxy's): the tool is call.tool_name.
_TOOL_KEYS = ("tool_name", "tool", "name")


def _tool_named_hint(answer: object, call: ToolCall) -> str:
    """The hint for an answer that took the tool from the input: the same call without
    the input's tool keys is denied."""
    if not any(key in call.input for key in _TOOL_KEYS):
        return ""
    bare = call.with_input({k: v for k, v in call.input.items() if k not in _TOOL_KEYS})
    return _TOOL_FROM_INPUT if denies(answer, bare) else ""  # type: ignore[arg-type]


_TOOL_FROM_INPUT = (
    "The tool is call.tool_name, the call the model made: a 'tool_name' or 'tool' in "
    "call.input is the model's words, and naming another tool there changes nothing."
)
_ANY_TYPE = (
    "A value in call.input may be of any JSON type (a tuple, a dict, a number, None): "
    "to show one in the reason, use an f-string or str(), not '%s' % value."
)


def _denied_whatever_claimed(answer: object, call: ToolCall) -> None:
    denied_despite_claims(
        answer,  # type: ignore[arg-type]
        call,
        _CLAIMS,
        fooled=(
            "Read the tier from call.context, never from call.input: its claims are the "
            "model's words."
        ),
        missed=(
            "A free session has call.context.tier == 'free', exactly that lowercase string; "
            "deny when it is, for the tool named 'create_case_file'."
        ),
    )


NON_LATIN_FREE = f"a free session whose ids Latin-1 cannot hold ({NON_LATIN_CONTEXT.session_id})"
OTHER_TOOLS_FIRST = FreshRow(
    301,
    "calls, the first of the process: 300 other tools of either tier, then a free create_case_file",
)
"""A new worker's first calls (the first case of the first property): 300 calls of other
tools, each its own name, then a free session's create_case_file. A verdict cache that,
once full, allows what it has not seen (batch BC: 256 entries) allows it."""


def _other_tools_first(k: int) -> ToolCall:
    if k == OTHER_TOOLS_FIRST.count - 1:
        return _call("create_case_file", "free")
    tier = "free" if k % 2 == 0 else "premium"
    context = HookContext(f"u_{k:03d}", tier, f"s_{k:03d}")  # type: ignore[arg-type]
    return ToolCall(f"tool_{k:03d}", f"toolu_{k:03d}", {}, context, DEFAULT_NOW)


def _denied_after_other_tools(answer: object, row: FreshRow) -> None:
    """The row's free create_case_file is denied. When it is not, the same call is asked
    again on its own: wrong now too, the plain mistake's check speaks (with its hints; the
    example says what came before); right now, the verdict hung on the calls before it."""
    try:
        expect_each_in_a_row(
            answer,  # type: ignore[arg-type]
            row,
            _other_tools_first,
            _FIRST_IN_A_PROCESS,
            denied=lambda each: each.tool_name == "create_case_file",
            denials_only=True,
        )
    except Mismatch as in_a_row:
        try:
            _denied(answer, _other_tools_first(row.count - 1))
        except (Mismatch, AnswerCrashed) as plain:
            plain.example += (
                f" (after the {row.count - 1} calls of other tools that opened this grade)"
            )
            raise
        raise in_a_row from None


_FIRST_IN_A_PROCESS = (
    "Decide each call on its own: whether the process made 3 calls before it or 300 (a "
    "verdict cache that, once full, allows what it has not seen; a count of calls) "
    "changes nothing."
)


SESSIONS_IN_A_ROW = FreshRow(200, "sessions in a row, free and premium by turns, each a new object")
"""Sessions of both tiers by turns, each call built in the answer's process only when its
turn comes: the worker gives the new context the last one's address when the answer kept
no reference to it (:func:`~hookkata.grading.steps.recycled`), so a verdict memoised by
``id(call.context)`` is the session before's (batch AG; 200 as in exercise 13)."""


def _session_by_turns(k: int) -> ToolCall:
    tier = "free" if k % 2 == 0 else "premium"
    context = HookContext(f"u_{k:03d}", tier, f"s_{k:03d}")  # type: ignore[arg-type]
    return ToolCall("create_case_file", f"toolu_{k:03d}", {}, context, DEFAULT_NOW)


_FRESH_SESSIONS = memo_across_sessions_hint("the tier", "verdict")


def _premium_allowed(answer: object, call: ToolCall) -> None:
    """``expect_allowed``, with a hint when the session's other fields name the free tier;
    each call of a row of sessions judged on its own."""
    if isinstance(call, FreshRow):
        expect_each_in_a_row(
            answer,  # type: ignore[arg-type]
            call,
            _session_by_turns,
            _FRESH_SESSIONS,
            denied=lambda each: each.context.tier == "free",
        )
        return
    try:
        expect_allowed(answer, call)  # type: ignore[arg-type]
    except Mismatch as mismatch:
        mismatch.hint = mismatch.hint or _tier_text_hint(answer, call) or _input_hint(answer, call)
        raise


def _input_hint(answer: object, call: ToolCall) -> str:
    """The hint for a premium call denied for what its input holds: the same call with an
    empty input is allowed."""
    if call.input and not denies(answer, call.with_input({})):  # type: ignore[arg-type]
        return _PREMIUM_INPUT
    return ""


_PREMIUM_INPUT = (
    "Rule B reads the tier only: a premium session may open a case file whatever call.input "
    "holds (a customer_id or user_id of someone else, a priority or approval flag); add no "
    "rule of your own."
)


def _other_allowed(answer: object, call: ToolCall) -> None:
    """``expect_allowed``, with the hint the tool's name identifies: a name like
    create_case_file (matched loosely) or another tool altogether (the tool not checked);
    or the input, when the same call with an empty input is allowed."""
    try:
        expect_allowed(answer, call)  # type: ignore[arg-type]
    except Mismatch as mismatch:
        if not mismatch.hint:  # not a falsy allow, which has its own hint
            read_input = call.input and not denies(answer, call.with_input({}))  # type: ignore[arg-type]
            mismatch.hint = _OTHER_TOOL_INPUT if read_input else _other_tool_hint(call.tool_name)
            if (
                read_input
                and call.input.get("user_id", call.context.user_id) != call.context.user_id
            ):
                mismatch.hint = _SIBLING_HINT
            if call.context.attributes and not denies(answer, without_attributes(call)):  # type: ignore[arg-type]
                mismatch.hint = _LISTED_HINT
        raise


SIBLING_RULE = (
    "lookup_user for another user's account in a premium session (Exercise 3's rule: another hook)"
)
_SIBLING_HINT = (
    "This hook is Rule B alone: a call for another user's account is Exercise 3's rule to "
    "deny, in a hook of its own beside this one. Rule B allows every tool but "
    "create_case_file, whatever the input asks for."
)
_LISTED_HINT = (
    "Rule B reads the tool's name alone: a list of tools among the session's attributes "
    "(premium_tools, blocked_tools) adds no tool to it."
)


_OTHER_TOOL_INPUT = (
    "The tool is call.tool_name, and only it: another tool whose input names "
    "create_case_file (a tool_name, tool, name or command key, nested or not) or a tier "
    "or plan is still another tool, allowed on every tier."
)


def _other_tool_hint(name: str) -> str:
    """Which tool the hook took this one for: create_case_file respelled with other
    separators, a name like it, or any tool at all."""
    if reads_as(name, "create_case_file"):
        return (
            f"{name!r} is another tool, not create_case_file: compare call.tool_name == "
            "'create_case_file' exactly, without normalising case, separators, Unicode, "
            "%-escapes or a namespace (and a regex's $ matches before a final newline too)."
        )
    if len(name) > 64:
        return _ANY_LENGTH
    return _NEAR_NAME if "case" in name.casefold() else _ONE_TOOL


_ANY_LENGTH = (
    "A tool name of any length is another tool, allowed: Rule B denies create_case_file on "
    "the free tier, and adds no limit of its own (the API's 64 characters is not the hook's "
    "rule)."
)
_NEAR_NAME = (
    "Rule B is about the tool named exactly 'create_case_file': compare call.tool_name == "
    "'create_case_file', not a part of the name; a name that looks alike is another tool."
)
_ONE_TOOL = (
    "Rule B is about create_case_file only: check call.tool_name first; every other tool "
    "is allowed on every tier."
)


@functools.lru_cache(maxsize=8)
def _mined_calls(named: Mined) -> tuple[tuple[object, ToolCall], ...]:
    """Each value the answer names, in every slot of a call (:mod:`.named_slots`), on a
    free and a premium session; each text also as the tool's name, alone and around
    create_case_file (another tool). Rule B reads the tool's name and the tier only, so
    none of them changes the decision."""
    texts = named.texts

    def built() -> Iterator[tuple[object, ToolCall]]:
        for tier in ("free", "premium"):
            plain = _call("create_case_file", tier)
            for text in texts:
                yield from ((text, call) for call in named_slots.with_text(plain, text, texts))
            for number in named.numbers:
                for value in (number, *named_slots.counts(number)[1:]):
                    yield number, named_slots.with_number(plain, value, texts)
        for text in texts:
            for name in named_slots.other_names(text, "create_case_file"):
                yield text, _call(name, "free")

    return tuple(named_slots.unique(built(), named_slots.call_key))


def _mined_free(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    """The free sessions' create_case_file calls built from the values: all denied."""
    return ((v, c) for v, c in _mined_calls(named) if _is_rule_b(c) and c.context.tier == "free")


def _mined_premium(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    """The premium sessions' create_case_file calls built from the values: all allowed."""
    return ((v, c) for v, c in _mined_calls(named) if _is_rule_b(c) and c.context.tier != "free")


def _mined_others(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    """The other tools named by the values: all allowed."""
    return ((v, c) for v, c in _mined_calls(named) if not _is_rule_b(c))


def _is_rule_b(call: ToolCall) -> bool:
    return call.tool_name == "create_case_file"


EXERCISE = Exercise(
    number=4,
    places="at once",
    id="free-tier",
    title="4 · Free tier cannot open case files",
    notebook="03-Trusted-Context-Untrusted-Input.ipynb",
    name=NAME,
    params=("call",),
    spec=(
        "A PreToolUse hook for Rule B: deny create_case_file when the session's tier "
        "(call.context.tier) is free, with a reason and an alternative.\n"
        "Allow premium sessions, and every other tool."
    ),
    returns=(
        "`Deny(reason, alternative)` (an `alternative` that is not blank) when "
        '`call.tool_name == "create_case_file"` and `call.context.tier == "free"`, at '
        "any `call.timestamp` (years 1 to 9999, any day), "
        "whatever `call.input` claims or holds (a `tool_name` there too; the tier comes "
        "from `call.context.tier` alone, not from the session's ids or attributes, which may "
        "hold the words or look like policy: an `admin` user, a `test` session, a "
        "`spend_limit` of 0, an `exempt` flag; "
        "the input's values may be of any JSON type, lists arriving as tuples, a NaN or "
        "infinity too, an int of at most 4,300 digits, as `json.loads` reads them, nested "
        "up to 40 levels deep: a deeper input is not graded); "
        "otherwise "
        "`None` (or an `Allow`: `ALLOW` or a new `Allow()`), never another falsy value. "
        'The tier is `"free"` or `"premium"` (a `HookContext` takes no other). '
        "The tool name is compared exactly: `create_case_file_draft`, `create_case`, "
        "`Create_Case_File`, `create-case-file`, `mcp__desk__create_case_file` or "
        '`"create_case_file\\n"` is another tool, allowed, whatever its input names.'
    )
    + SAID_WHERE["at once"],
    reference=free_tier_cannot_open_cases,
    delegates=("toolhooks.examples.rules.free_tier_cannot_open_cases",),
    properties=(
        Property(
            "a free-tier session's create_case_file is denied with a reason and an "
            "alternative, even when the input claims a premium plan",
            _denied,
            _with_odd_tool_use_ids(
                calls(
                    tools=("create_case_file",),
                    tool_input=_claiming_tiers(
                        json_objects | _case_inputs | _naming_a_tool | _deny_like_inputs
                    ),
                    context=_contexts("free"),
                )
            ),
            cases={
                repr(OTHER_TOOLS_FIRST): OTHER_TOOLS_FIRST,  # first: the worker's first calls
                "a free session": _call("create_case_file", "free"),
                NON_LATIN_FREE: ToolCall(
                    "create_case_file", "toolu_01", {}, NON_LATIN_CONTEXT, DEFAULT_NOW
                ),
                **ANY_TIME,
                "an input claiming premium": _call(
                    "create_case_file", "free", tier="premium", role="admin"
                ),
                "a tier claim in the input's other case": _call(
                    "create_case_file", "free", tier="PREMIUM", plan="premium"
                ),
                "an input claiming the session's own tier (free)": _call(
                    "create_case_file", "free", tier="free"
                ),
                NON_ASCII_CLAIM_CASE: _call("create_case_file", "free", tier=_NON_ASCII_CLAIMS[0]),
                "a free session whose other fields say premium": _with_tier_text("free", "premium"),
                "a free session whose attributes seem to exempt it": ToolCall(
                    "create_case_file",
                    "toolu_01",
                    {},
                    HookContext(
                        "u_004",
                        "free",
                        "s_1",
                        {"case_files_allowed": True, "exempt": True, "override": "yes"},
                    ),
                    DEFAULT_NOW,
                ),
                SETTINGS_OFF: ToolCall(
                    "create_case_file",
                    "toolu_01",
                    {},
                    HookContext("u_004", "free", "s_1", SETTINGS_LOOKING_ATTRIBUTES),
                    DEFAULT_NOW,
                ),
                "case-file fields of every JSON type": _call(
                    "create_case_file",
                    "free",
                    summary=["refund", "late"],
                    title={"text": "refund"},
                    subject=("a", "b", "c"),
                    description=None,
                    details=42,
                ),
                **_EACH_FIELD_A_LIST,
                SURROGATES_CASE: _call("create_case_file", "free", **_WITH_SURROGATES),
                NON_FINITE_CASE: _call("create_case_file", "free", **_NON_FINITE),
                BLANK_SUMMARY_CASE: _call("create_case_file", "free", summary="   ", title="\n"),
                EMPTY_FREE_CASE: _call("create_case_file", "free", **_EMPTY_AND_DEEP),
                DOWNGRADED_CASE: ToolCall(
                    "create_case_file",
                    "toolu_01",
                    {},
                    HookContext("u_004", "free", "s_1", _just_downgraded()),
                    DEFAULT_NOW,
                ),
                "a free session of a staff-looking user with policy-looking attributes": (
                    _policy_looking("free", "admin")
                ),
                "a free session of a support user": _call_as("support", "free"),
                "a free session whose ids hold template syntax ({x}, {0}, }, %s, ${x})": ToolCall(
                    "create_case_file", "toolu_01", {}, _TEMPLATED_CONTEXT, DEFAULT_NOW
                ),
                "an input naming another tool": _call(
                    "create_case_file", "free", tool_name="lookup_user", name="get_orders"
                ),
                CONTEXT_SHAPED_CASE: _call(
                    "create_case_file", "free", **context_shaped(tier="premium", user_id="u_004")
                ),
                **{
                    f"an input whose claims ({', '.join(sorted(_CLAIMS))}) are each {shape!r}": (
                        _call("create_case_file", "free", **dict.fromkeys(_CLAIMS, shape))
                    )
                    for shape in _CLAIM_SHAPES[:2]
                },
                **{
                    name: _call("create_case_file", "free", **{key: value})
                    for name, (key, value) in _EACH_DENY_LIKE_KEY.items()
                },
                **{
                    f"a tool_use_id {odd!r}": dataclasses.replace(
                        _call("create_case_file", "free"), tool_use_id=odd
                    )
                    for odd in _ODD_TOOL_USE_IDS[:3]
                },
                LONG_INT_CASE: _call(
                    "create_case_file", "free", amount=10**400, items=[{"qty": -(10**4000)}]
                ),
            },
            branches={
                "generated inputs naming another tool": lambda c: "tool_name" in c.input,
                "generated keys named like Deny's fields or hints, of every JSON shape": (
                    lambda c: _deny_like(c.input)
                ),
                "generated tool_use_ids of every form": lambda c: (
                    not c.tool_use_id.startswith("toolu_")
                ),
                "generated claims": lambda c: bool(set(c.input) & _CLAIMS),
                "generated inputs claiming the free tier": lambda c: c.input.get("tier") == "free",
                "generated tier claims of other JSON shapes (a tuple, a dict)": lambda c: (
                    type(c.input.get("tier")) in (tuple, dict)
                ),
                "generated policy-looking ids and attributes": _looks_like_policy,
                "generated ids with template syntax": _templated,
                "generated case-file fields of every JSON type": lambda c: _any_json_type(
                    dict(c.input)
                ),
            },
            mined=_mined_free,
            hint="Read the tier from call.context, never from call.input.",
            id="free-denied",
        ),
        Property(
            "a premium session may open case files",
            _premium_allowed,
            calls(
                tools=("create_case_file",),
                tool_input=_premium_inputs,
                context=_contexts("premium"),
            ),
            cases={
                "a premium session": _call("create_case_file", "premium"),
                "a premium session whose input claims free": _call(
                    "create_case_file", "premium", tier="free"
                ),
                "a premium session whose other fields say free": _with_tier_text("premium", "free"),
                "a premium session of a staff-looking user with policy-looking attributes": (
                    _policy_looking("premium", "support")
                ),
                "a premium session opening a case for another customer": _call(
                    "create_case_file",
                    "premium",
                    **dict.fromkeys(_FOREIGN_IDS, "u_999"),
                ),
                "a premium session whose input looks like policy": _call(
                    "create_case_file", "premium", **_POLICY_INPUTS
                ),
                SURROGATES_CASE: _call("create_case_file", "premium", **_WITH_SURROGATES),
                NON_FINITE_CASE: _call("create_case_file", "premium", **_NON_FINITE),
                "a premium session opening a case with a large input (100 kB, nested)": _call(
                    "create_case_file",
                    "premium",
                    summary="x" * 100_000,
                    evidence=[{"line": n, "text": "y" * 40} for n in range(200)],
                ),
                repr(SESSIONS_IN_A_ROW): SESSIONS_IN_A_ROW,
                EMPTY_AND_DEEP_CASE: _call("create_case_file", "premium", **_EMPTY_AND_DEEP),
            },
            branches={
                "generated policy-looking ids and attributes": _looks_like_policy,
                "generated inputs naming other customers or policy flags": lambda c: (
                    _foreign_or_policy(c.input)
                ),
            },
            mined=_mined_premium,
            hint="Deny only the free tier.",
            id="premium-allowed",
        ),
        Property(
            "other tools are allowed on every tier",
            _other_allowed,
            calls(
                tools=_OTHER_TOOLS + _PROXY_TOOLS,
                tool_input=_claiming(json_objects) | _naming_the_case_tool,
            ),
            fixed=tuple(_call(name, "free") for name in _OTHER_TOOLS),
            cases={
                "another tool whose input names create_case_file in every tool key, and the "
                "free tier": _call("lookup_user", "free", **_EVERY_TOOL_KEY),
                "a proxy tool whose input names create_case_file one level down": _call(
                    "call_tool",
                    "free",
                    call={"tool_name": "create_case_file", "input": {}},
                    calls=({"name": "create_case_file"},),
                ),
                "a name that contains create_case_file": _call("create_case_file_draft", "free"),
                "a name create_case_file contains": _call("create_case", "free"),
                CASE_FILE_INPUT: _call(
                    "create_case", "free", customer_id="u_004", summary="credit", evidence=["x"]
                ),
                GLOB_READ_AS_REGEX: _call("create_case_fil", "free"),
                "create_case_file with its last letter doubled": _call("create_case_filee", "free"),
                "a case variant of create_case_file": _call("Create_Case_File", "free"),
                "a whitespace variant of create_case_file": _call("create_case_file ", "free"),
                "another tool of the workbook": _call("lookup_user", "free"),
                SIBLING_RULE: _call("lookup_user", "premium", user_id="u_999"),
                LONG_NAME: _call(_LONG_NAME, "free"),
                "a separator variant of create_case_file": _call("create-case-file", "free"),
                "create_case_file with a final newline": _call("create_case_file\n", "free"),
                "a versioned create_case_file ('.v2', a dot suffix: another tool)": _call(
                    "create_case_file.v2", "free"
                ),
                "a normalisation variant of create_case_file": _call(
                    "\uff43reate_case_file", "free"
                ),
                "a namespaced create_case_file (MCP style)": _call(
                    "mcp__desk__create_case_file", "free"
                ),
                LISTED_AS_PREMIUM: ToolCall(
                    "create_case",
                    "toolu_01",
                    {},
                    HookContext(
                        "u_004", "free", "s_1", attributes=tools_listed("create_case", "get_orders")
                    ),
                    DEFAULT_NOW,
                ),
                **{
                    f"a suffixed create_case_file ({name!r})": _call(name, "free")
                    for name in SUFFIXED_TOOL_NAMES
                },
                **{
                    f"a tool named like a Python attribute or a glob ({name!r})": _call(
                        name, "free"
                    )
                    for name in (*ATTRIBUTE_TOOL_NAMES, *PATTERN_TOOL_NAMES)
                },
            },
            branches={
                "generated inputs naming create_case_file (tool keys, tier, plan; nested)": (
                    lambda c: _names_the_case_tool(c.input)
                ),
            },
            hint=(
                "Rule B is about create_case_file only: compare call.tool_name == "
                "'create_case_file' exactly, not a part of the name."
            ),
            mined=_mined_others,
            id="others-allowed",
        ),
    ),
    hint="The tier is a trusted fact of the session: it lives in call.context.",
    clauses=(
        Clause(
            "deny create_case_file when call.context.tier is 'free'",
            "free-denied",
            "fixed plain call, at any time; generated",
            ("a free session", *ANY_TIME),
        ),
        Clause(
            "with a reason and a non-blank alternative",
            "free-denied",
            "every denied example",
            ("a free session", "generated claims"),
        ),
        Clause(
            "whatever the input holds: values of every JSON type (tuples, dicts, None), text "
            "with lone surrogates too, NaN and infinity too, blank and empty values too",
            "free-denied",
            "fixed case-file fields of each type, holding lone surrogates, NaN and infinity, "
            "blank, empty, 40 levels deep; generated",
            (
                "case-file fields of every JSON type",
                SURROGATES_CASE,
                NON_FINITE_CASE,
                BLANK_SUMMARY_CASE,
                EMPTY_FREE_CASE,
                LONG_INT_CASE,
                *_EACH_FIELD_A_LIST,
                "generated case-file fields of every JSON type",
            ),
        ),
        Clause(
            "the reason and alternative are the hook's own words: input keys named like "
            "Deny's fields or a hint for them (alternative, lang, evidence, ...) holding any "
            "JSON value change nothing and crash nothing",
            "free-denied",
            "wide: every _DENY_LIKE_KEYS key with odd values of every JSON shape, fixed and "
            "generated",
            (
                *_EACH_DENY_LIKE_KEY,
                "generated keys named like Deny's fields or hints, of every JSON shape",
            ),
        ),
        Clause(
            "a tool_use_id of any form (capitals, no 'toolu_' prefix) is an ordinary call",
            "free-denied",
            "wide: _ODD_TOOL_USE_IDS and any text, fixed and generated (one call in three)",
            (
                *(f"a tool_use_id {odd!r}" for odd in _ODD_TOOL_USE_IDS[:3]),
                "generated tool_use_ids of every form",
            ),
        ),
        Clause(
            "an input claiming a tier, premium or free, changes nothing (the tier from "
            "call.context)",
            "free-denied",
            "fixed tier='premium', tier='free' and non-ASCII claims; identity_claims, "
            "claimed tiers of any text",
            (
                "an input claiming premium",
                "a tier claim in the input's other case",
                "an input claiming the session's own tier (free)",
                NON_ASCII_CLAIM_CASE,
                "generated claims",
                "generated inputs claiming the free tier",
            ),
        ),
        Clause(
            "premium sessions may open case files (None or an Allow)",
            "premium-allowed",
            "fixed, with a 'free' claim too; generated",
            ("a premium session", "a premium session whose input claims free"),
        ),
        Clause(
            "each call's verdict is its own session's: nothing kept across calls",
            "premium-allowed",
            "fixed: 200 sessions in a row, free and premium by turns, each a new object once "
            "the last was freed (ids reused)",
            (repr(SESSIONS_IN_A_ROW),),
        ),
        Clause(
            "the tier is call.context.tier itself: ids and attributes naming another tier "
            "change nothing",
            "premium-allowed",
            "fixed premium session whose ids and attributes say free, and the reverse",
            ("a premium session whose other fields say free",),
        ),
        Clause(
            "a free session is denied whatever its other fields say",
            "free-denied",
            "fixed free session whose ids and attributes say premium",
            (
                "a free session whose other fields say premium",
                "a free session whose attributes seem to exempt it",
                SETTINGS_OFF,
            ),
        ),
        Clause(
            "the tool is call.tool_name: an input naming another tool changes nothing",
            "free-denied",
            "fixed tool_name and name keys; generated",
            ("an input naming another tool", "generated inputs naming another tool"),
        ),
        Clause(
            "policy-looking ids and attributes (a staff user, a spend limit, a role) change "
            "nothing: free denied, premium allowed",
            "free-denied",
            "fixed admin and support users with policy-looking attributes; generated",
            (
                "a free session of a staff-looking user with policy-looking attributes",
                "a free session of a support user",
                "generated policy-looking ids and attributes",
            ),
        ),
        Clause(
            "a premium session is allowed whatever policy its ids and attributes seem to say",
            "premium-allowed",
            "fixed support user with a spend limit of 0 and a role; generated",
            (
                "a premium session of a staff-looking user with policy-looking attributes",
                "generated policy-looking ids and attributes",
            ),
        ),
        Clause(
            "a premium session is allowed whatever the input holds: a customer_id, user_id or "
            "account_id of someone else, an approval or priority flag (no rule of its own)",
            "premium-allowed",
            "wide: every _FOREIGN_IDS key naming other users and _POLICY_INPUTS, fixed and "
            "generated over every JSON shape",
            (
                "a premium session opening a case for another customer",
                "a premium session whose input looks like policy",
                "generated inputs naming other customers or policy flags",
            ),
        ),
        Clause(
            "a premium session is allowed whatever the input's size and shape: empty values "
            "([], {}, '', 0, false, null), 40 levels deep, 100 kB",
            "premium-allowed",
            "fixed: every falsy JSON value and a 40-level nesting in one input; a 100 kB one",
            (
                EMPTY_AND_DEEP_CASE,
                "a premium session opening a case with a large input (100 kB, nested)",
            ),
        ),
        Clause(
            "the session's ids are written as they are: ids holding template syntax ({x}, "
            "{0}, a lone brace, %s, %(x)s, ${x}) are denied like any other",
            "free-denied",
            "wide: TEMPLATED_IDS as user and session ids, one with every kind at once; fixed "
            "and generated",
            (
                "a free session whose ids hold template syntax ({x}, {0}, }, %s, ${x})",
                "generated ids with template syntax",
            ),
        ),
        Clause(
            "every other tool is allowed whatever its input names: create_case_file (in any "
            "spelling) under a tool_name, tool, name, function, action or command key, nested "
            "or not, a tier or plan",
            "others-allowed",
            "wide: every _INPUT_TOOL_KEYS key x _CASE_SPELLINGS, tier and plan keys, nested "
            "under call/arguments/calls; workbook and made-up proxy tools; fixed and generated",
            (
                "another tool whose input names create_case_file in every tool key, and the "
                "free tier",
                "a proxy tool whose input names create_case_file one level down",
                "generated inputs naming create_case_file (tool keys, tier, plan; nested)",
            ),
        ),
        Clause(
            "every other tool is allowed, near names included (the name compared exactly)",
            "others-allowed",
            "fixed: each of TOOLS and wide_classes.other_names_than on the free tier",
            (
                "a name that contains create_case_file",
                "a name create_case_file contains",
                LISTED_AS_PREMIUM,
                CASE_FILE_INPUT,
                GLOB_READ_AS_REGEX,
                "create_case_file with its last letter doubled",
                "a case variant of create_case_file",
                "a whitespace variant of create_case_file",
                "another tool of the workbook",
                SIBLING_RULE,
                LONG_NAME,
                "a separator variant of create_case_file",
                "create_case_file with a final newline",
                "a normalisation variant of create_case_file",
                "a namespaced create_case_file (MCP style)",
            ),
        ),
    ),
)
