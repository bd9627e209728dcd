"""Exercise 11: the audit line, one complete JSON line per call, denials included."""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
import re
import unicodedata
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, timezone
from typing import Any, Literal

from hypothesis import strategies as st

from hookkata.exercises.strategies import TOOLS
from hookkata.exercises.wide_classes import (
    ANSI_ESCAPE,
    DATED_TOOL_NAMES,
    HOST_ATTRIBUTES,
    HOST_CASE,
    NORMALISATION_SENSITIVE,
    REAL_WORLD_TEXT,
    REAL_WORLD_VALUES,
    TEMPLATE_SYNTAX,
    rewrote_a_real_world_value,
)
from hookkata.grading.codec import TaggedOutcome
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import (
    NO_HINT,
    AnswerCrashed,
    FreshRow,
    LongRun,
    Mismatch,
    call_answer,
    expect_fields,
    long_run_hint,
    same_value,
    shown,
)
from toolhooks import Ask, Deny, HookContext, ToolOutcome
from toolhooks.audit import audit_record
from toolhooks.errors import ToolhooksError
from toolhooks.events import Asked, Denial
from toolhooks.jsonl import to_json_line
from toolhooks.readonly import thaw
from toolhooks.results import error_result, synthetic_error_result, tool_result

NAME = "audit_line"


def reference(outcome: ToolOutcome) -> str:
    return to_json_line(audit_record(outcome))


JSON_SIGNIFICANT = ('"', "\\", "\n", "\r", "\t", "\u2028", "\u2029", "\x00", "\x1f", "/")
"""Characters a JSON line written by hand gets wrong: each must be escaped (or, for U+2028,
U+2029 and ``/``, may be), and a raw newline would split the line."""

_WORDS = (
    "done", "no", "order 1007 shipped", "free tier", "zoë", "x",
    "Refunds over 500 EUR need a manager. Ask one first. Then retry.",
)  # fmt: skip
AS_THEY_ARE = (" ", "\u200b", "\ufeff", "&amp;", "<b>", "'", "`", "\u00a0", "+00:00",
               "2026-03-02T00:30:00Z", "rules.DeployWindow", *TEMPLATE_SYNTAX)  # fmt: skip
"""Characters and text a tidying answer strips, drops, decodes or rewrites (spaces at either
end, a zero-width space, a BOM, an HTML entity and tag, quotes, a no-break space, text that
looks like a timestamp or its offset, a dotted name, template syntax): kept."""
_PIECES = (*_WORDS, *JSON_SIGNIFICANT, *NORMALISATION_SENSITIVE, *AS_THEY_ARE)


def _nonblank(parts: tuple[str, ...]) -> str:
    """The pieces joined; a word first when they are all whitespace (a reason says why)."""
    text = "".join(parts)
    return text if text.strip() else f"no{text}"


def _pool(
    pieces: tuple[Any, ...], join: Callable[[Any], Any], longer: int, *, pairs: bool = True
) -> tuple[Any, ...]:
    """Every piece, every ordered pair of pieces (if ``pairs``), then ``longer`` seeded
    picks of two to four, each joined: simplest first (Hypothesis shrinks a
    ``sampled_from`` towards its first items), and one draw per value instead of one per
    piece."""
    pick = random.Random(18)  # the same pool on every run
    combos: list[tuple[Any, ...]] = [(piece,) for piece in pieces]
    combos += itertools.product(pieces, repeat=2) if pairs else ()
    combos += (tuple(pick.choices(pieces, k=pick.randint(2, 4))) for _ in range(longer))
    return tuple(join(combo) for combo in combos)


TEXTS = _pool(_PIECES, _nonblank, 400)
"""Reasons and outputs: one to four pieces, each a word (several sentences among them), a
JSON-significant character or a character normalisation changes."""
texts = st.sampled_from(TEXTS)

# Inputs: JSON objects of keys and values from small pools (nested, falsy, significant).
_KEYS = ("user_id", "limit", "query", "a", "note", "é", "api_key", "x", "{x}")
_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -7, 2.5, 10**20, "", "order 1007", 'say "hi"', "C:\\tmp",
    "line\nbreak", "\u2028", "e\u0301", [], [1, "two", None], {}, {"deep": {"list": [1, {}]}},
    "{user_id} %(x)s ${x}",
)  # fmt: skip
INPUTS = ({}, *_pool(tuple(itertools.product(_KEYS, _VALUES)), dict, 600, pairs=False))
"""The model's inputs: ``{}``, then objects of one to four keys (fewer when a key repeats),
their values nested, falsy or holding JSON-significant text."""
inputs = st.sampled_from(INPUTS)

_LONG = "order 1007 shipped at 2026-03-02T00:30:00+00:00; " * 250
"""A text of 12,500 characters holding timestamp-looking text: written whole, as it is."""

# Outputs an answer might reshape: JSON text (the tools answer it; it is written as the
# string it is, not parsed), and long text (written whole, not cut), each over 10,000
# characters so a draw of this branch always shows a cap (the pools' sizes move the draws).
_json_texts = inputs.map(json.dumps) | inputs.map(lambda v: json.dumps(v, separators=(",", ":")))
_long_texts = st.sampled_from([_LONG, "order 1007 shipped; " * 520, "line\n" * 2_050])

STATUSES = ("ok", "tool_error", "denied", "invalid", "hook_failed", "refused_by_host")
"""Every way a call can end (:data:`toolhooks.events.OutcomeStatus`): each one is drawn."""

_CONTEXTS = tuple(
    HookContext(user, tier, session)
    for user in ("u_004", "u_999", "u_5", "u_q7x")
    for tier in ("free", "premium")
    for session in ("s_001", "s_7")
)
_TOOL_USE_IDS = ("toolu_01", "toolu_02", "toolu_abc", "toolu_01XyZ9", "", " toolu_03\n")
# Names written as they are: an MCP tool's whole name, another case, an empty one (a
# malformed block's: a ToolOutcome allows it).
_TOOL_NAMES = (*TOOLS, "mcp__files__delete_file", "Bash", "", " lookup_user ", "{tool}_%s")
_ZONES = tuple(timezone(timedelta(minutes=m)) for m in (0, 120, -300, 330, 14 * 60, -12 * 60, 345))
_START = datetime(2026, 1, 1, tzinfo=timezone.utc)
_SPAN = timedelta(days=730) // timedelta(microseconds=1)

_HOOKS = ("SameUserOnly", "free_tier", "DeployWindow", "rules.DeployWindow",
          "toolhooks.rules:free_tier", " hooks/same_user ", "{hook}")  # fmt: skip
"""Hook names written as they are: dotted, module-qualified, a path, spaces at the ends."""
_CLAIMS = (None, None, "u_999", "u_004")  # half the inputs claim no user
_ASKED = Asked("refunds", Ask("over 500 EUR"))
_ASKS: tuple[tuple[tuple[Asked, ...], str | None], ...] = (
    ((), None), ((), None), ((_ASKED,), "alice"), ((_ASKED,), None),
    ((_ASKED, Asked("DeployWindow", Ask("after hours"))), "no approver"),
)  # fmt: skip
"""Who asked for a person and who decided (half the outcomes none): an Ask approved, one
refused or left open, whatever the status (a ``ToolOutcome`` allows each); only
``denial`` names a denial."""

# Each strategy an outcome draws from, built once (a strategy built inside the draw costs
# Hypothesis a fresh label and emptiness check on every example). Choices that do not
# depend on each other are drawn together, as one item of their product: one draw each.
_statuses = st.sampled_from(STATUSES)
_calls = st.sampled_from(tuple(itertools.product(_TOOL_USE_IDS, _CONTEXTS, _TOOL_NAMES)))
_sides = st.sampled_from(tuple(itertools.product(_CLAIMS, _ZONES, _HOOKS, _ASKS)))
_micros = st.integers(0, _SPAN)  # an instant of 2026-2027, sometimes a whole second
_MALFORMED: tuple[Any, ...] = (
    "not an object", 42, '{"user_id": "u_004", "limit": 5}', "[1, \"two\", null]", '"quoted"',
    "null", "true", "2.5", " {} ", "", [1, "two"], None, False,
)  # fmt: skip
"""A malformed block's input: any JSON value, strings holding JSON text of every shape
among them (written as the strings they are, never parsed), falsy ones too."""
_malformed = st.sampled_from(_MALFORMED)
_alternatives = st.none() | texts
FALSY_OUTPUTS: tuple[Any, ...] = ("", [])
"""Contents that are falsy (a ``tool_result``'s content is a string or a list of blocks):
written as they are, never null (``x or None``)."""
_outputs = texts | _json_texts | _long_texts
_one_in_ten = st.integers(0, 9)
_one_in_five = st.integers(0, 4)


@st.composite
def outcomes(
    draw: st.DrawFn,
    status: str | None = None,
    inputs: st.SearchStrategy[dict[str, Any]] = inputs,
) -> ToolOutcome:
    """A finished call, ended in any of :data:`STATUSES` (maybe after a rewrite); one in
    five of the other statuses carries a denial too, one in five of those where the
    tool never ran a ``received_input``, one in ten a result whatever its status (a
    ``hook_failed`` one holds one, any other none) and one in five a falsy content
    (:data:`FALSY_OUTPUTS`): a ``ToolOutcome`` allows each."""
    chosen = status or draw(_statuses)
    tool_use_id, context, tool_name = draw(_calls)
    if not tool_use_id:  # a block without an id is malformed
        chosen = "invalid"
    claim, zone, hook, (asked, decided_by) = draw(_sides)
    sent: Any = draw(inputs)
    if claim is not None:  # the model claims a user: the line must not believe it
        sent = {**sent, "user_id": claim}
    if chosen == "invalid" and draw(st.booleans()):
        sent = draw(_malformed)  # a malformed block's input
    rewritten = chosen in ("ok", "tool_error") and draw(st.booleans())
    # A rewrite replaces the input: it drops a key and adds one.
    received = (
        {**{k: v for k, v in sent.items() if k != "limit"}, "limit": 10} if rewritten else sent
    )
    denial = None
    if chosen == "denied" or draw(_one_in_five) == 0:
        denial = Denial(hook, Deny(draw(texts), draw(_alternatives)))
    result: dict[str, Any] | None
    if chosen == "denied" and denial is not None:
        result = synthetic_error_result(tool_use_id, denial.deny)
    elif chosen == "tool_error":
        result = error_result(tool_use_id, f"the tool failed: {draw(texts)}")
    elif chosen == "invalid":  # built by hand: error_result refuses an empty id
        result = {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
                  "content": "the tool_use block is malformed"}  # fmt: skip
    elif chosen == "refused_by_host":
        result = error_result(tool_use_id, "the host refused: Permission denied")
    elif chosen == "hook_failed":
        result = None  # a Pre hook crashed: the call raised, no result went back
    else:
        result = tool_result(tool_use_id, draw(_outputs))
    turn = draw(_one_in_ten)
    if turn == 0:  # the output follows the result, never the status
        result = _result_elsewhere(chosen, tool_use_id)
    elif turn <= len(FALSY_OUTPUTS) and result is not None:  # a falsy content, as it is
        result = {**result, "content": FALSY_OUTPUTS[turn - 1]}
    when = (_START + timedelta(microseconds=draw(_micros))).astimezone(zone)
    anyway = chosen not in ("ok", "tool_error") and draw(_one_in_five) == 0
    made = _outcome(chosen, tool_use_id, sent, received, result, denial, context, when,
                    tool_name, rewritten, received_anyway=anyway)  # fmt: skip
    if asked:
        made = dataclasses.replace(made, asked=asked, decided_by=decided_by)
    if draw(_one_in_five) == 0:
        odd: dict[str, Any] = draw(_odd_fields)
        made = dataclasses.replace(made, **odd)
    return made


_odd_fields = st.fixed_dictionaries(
    {},
    optional={
        "problem": st.none() | texts,
        "rewritten_by": st.just(()),
        "asked": st.just(()),
        "decided_by": st.none() | st.sampled_from(("supervisor", "no approver")),
    },
)
"""Fields that another host, or an outcome rebuilt from an audit file, may leave in any
combination a ``ToolOutcome`` allows: a decision with no ``asked`` entry, an ``invalid``
status with no ``problem``, inputs that differ with no rewriter named (batch BI read the one
from the other and raised)."""


def _result_elsewhere(status: str, tool_use_id: str) -> dict[str, Any] | None:
    """A ``hook_failed`` outcome's result after all, or none for any other status (a
    ``ToolOutcome`` allows both): ``output`` follows ``result``, not the status."""
    if status != "hook_failed":
        return None
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": "done before the hook crashed"}  # fmt: skip


def _outcome(
    status: str,
    tool_use_id: str,
    sent: Any,
    received: Any,
    result: dict[str, Any] | None,
    denial: Denial | None,
    context: HookContext,
    timestamp: datetime,
    tool_name: str,
    rewritten: bool = False,
    *,
    received_anyway: bool = False,
) -> ToolOutcome:
    """``received`` is the outcome's ``received_input`` when the tool ran, or with
    ``received_anyway`` (a ``ToolOutcome`` of any status allows one)."""
    ran = status in ("ok", "tool_error") or received_anyway
    return ToolOutcome(
        tool_name=tool_name,
        tool_use_id=tool_use_id,
        context=context,
        timestamp=timestamp,
        status=status,  # type: ignore[arg-type]
        sent_input=sent,
        received_input=received if ran else None,
        result=result,
        denial=denial,
        problem=_PROBLEMS.get(status),
        rewritten_by=("cap_limit",) if rewritten else (),
    )


_PROBLEMS = {
    "hook_failed": (
        "PreToolUse hook 'tier_from_policy_service' raised ConnectionError: the policy "
        "service did not answer (tool 'create_case_file', tool_use_id 'toolu_01'). The tool "
        "was not run: a check that did not finish is not a check that passed."
    ),
    "invalid": "the input does not match the tool's schema: 'user_id' is a required property",
    "refused_by_host": "Claude Code refused the call: permission denied by the user",
}
"""An outcome's ``problem`` by status, worded as the workbook's package words it (a crashed
hook named in quotes): a problem that names a hook is no denial, so ``denied_by`` stays
null (batch AU read the crashed hook's name out of it). ``ok``, ``tool_error`` and
``denied`` carry none."""


def _fixed(status: str) -> ToolOutcome:
    """The smallest outcome of each status, at 02:30 in UTC+2."""
    when = datetime(2026, 3, 2, 2, 30, tzinfo=timezone(timedelta(hours=2)))
    context = HookContext("u_004", "free", "s_1")
    deny = Deny("free tier", "upgrade")
    result: dict[str, Any] | None = {
        "ok": tool_result("toolu_01", "done"),
        "tool_error": error_result("toolu_01", "the tool failed"),
        "denied": synthetic_error_result("toolu_01", deny),
        "invalid": error_result("toolu_01", "malformed"),
        "hook_failed": None,
        "refused_by_host": error_result("toolu_01", "Permission denied"),
    }[status]
    denial = Denial("free_tier", deny) if status == "denied" else None
    sent = {"user_id": "u_004"}
    return _outcome(
        status,
        "toolu_01",
        sent,
        {"limit": 10},
        result,
        denial,
        context,
        when,
        "lookup_user",
        status == "ok",
    )


FIXED = tuple(_fixed(status) for status in STATUSES)

_EVERY_SIGNIFICANT = 'say "no" \\ C:\\tmp\nline 2\r\t\u2028\u2029\x00\x1f </end>'


_SENSITIVE = "Cafe\u0301 \u212bngstr\u00f6m 5 \u2126 \ufb01le \uff21 m\u00b2"
_SURROGATES = "half \ud800 of a pair, \udcff from os.fsdecode"
"""Lone surrogates: JSON text may hold the escape ``\\ud800``, which reads back as one."""
_SENTENCES = "Refunds over 500 EUR need a manager. Ask one first. Then retry. Thanks."


def _holding(text: str, status: str) -> ToolOutcome:
    """``_fixed(status)`` whose reason (``denied``) or output (``ok``) and input hold
    ``text``."""
    base = _fixed(status)
    deny = Deny(text, 'ask "a human"')
    result = {
        "ok": tool_result("toolu_01", text),
        "denied": synthetic_error_result("toolu_01", deny),
    }[status]
    denial = Denial("free_tier", deny) if status == "denied" else None
    sent = {"note": text}
    received = sent if status == "ok" else None
    return _outcome(status, "toolu_01", sent, received, result, denial, base.context,
                    base.timestamp, "lookup_user")  # fmt: skip


PRECISE_FLOATS = {"sum": 0.1 + 0.2, "tiny": 1e-9, "price": 123456.7890123, "third": 1 / 3}
"""Floats of every precision in an input: rounded "for tidiness", each becomes another."""


def _with_floats() -> ToolOutcome:
    """An ``ok`` outcome whose input, as sent and received, holds :data:`PRECISE_FLOATS`."""
    base = _fixed("ok")
    result = tool_result("toolu_01", "done")
    return _outcome("ok", "toolu_01", dict(PRECISE_FLOATS), dict(PRECISE_FLOATS), result, None,
                    base.context, base.timestamp, "lookup_user")  # fmt: skip


def _denial_elsewhere(status: str) -> ToolOutcome:
    """``_fixed(status)`` that carries a denial though its status is another (a
    ``ToolOutcome`` allows it): the line names it all the same."""
    return dataclasses.replace(_fixed(status), denial=Denial("free_tier", Deny("over quota")))


def _flag_elsewhere(status: str) -> ToolOutcome:
    """``_fixed(status)`` whose result's own ``is_error`` says the opposite of its status
    (a ``ToolOutcome`` allows it): the line's ``is_error`` follows the status, not the block."""
    base = _fixed(status)
    result: dict[str, Any] = {"type": "tool_result", "tool_use_id": "toolu_01", "content": "done"}
    if status == "ok":
        result["is_error"] = True
    return dataclasses.replace(base, result=result)


BARE_RESULT = "a result without a type key (a tool's own dict: {'content': 'done'})"
OTHER_SHAPED_OUTPUTS: dict[str, Any] = {"object": {"rows": 3}, "number": 42, "true": True}
"""Contents of JSON shapes the Messages API does not document for a tool_result (it
documents text and a list of blocks): a tool's own dict may hold any, and the line keeps it
as it is (batch AR kept text and lists only)."""
OTHER_SHAPES = {
    f"an output that is a JSON {kind} ({value!r}), not text or blocks": value
    for kind, value in OTHER_SHAPED_OUTPUTS.items()
}


NULL_CONTENT = "a result whose content is None: output null, the content as it is (not '')"


def _with_content(content: Any, typed: bool = True) -> ToolOutcome:
    """``_fixed("ok")`` whose result holds ``content``: falsy, or a list of blocks; a
    tool's own dict, without ``type`` and ``tool_use_id``, when not ``typed``."""
    base = _fixed("ok")
    result = {"type": "tool_result", "tool_use_id": "toolu_01", "content": content}
    if not typed:
        result = {"content": content}
    return _outcome("ok", "toolu_01", base.sent_input, base.received_input, result, None,
                    base.context, base.timestamp, "lookup_user")  # fmt: skip


def _claiming(user_id: str) -> ToolOutcome:
    """``_fixed("ok")`` whose input (the model's) names another ``user_id`` than its
    context (the server's)."""
    base = _fixed("ok")
    sent = {"user_id": user_id}
    result = tool_result("toolu_01", "done")
    return _outcome("ok", "toolu_01", sent, sent, result, None, base.context,
                    base.timestamp, "lookup_user")  # fmt: skip


def _at(when: datetime) -> ToolOutcome:
    """``_fixed("ok")`` stamped at ``when`` (in UTC)."""
    return dataclasses.replace(_fixed("ok"), timestamp=when)


AROUND_THE_EPOCH = (
    "half a second before the epoch, right after half a second after it (int() of both "
    "epochs is 0: a cache of seconds by it mixes them)"
)

_RANGE_ENDS = {
    "year 1, one microsecond in": _at(datetime(1, 1, 1, 0, 0, 0, 1, tzinfo=timezone.utc)),
    "year 999, its last microsecond": _at(datetime(999, 12, 31, 23, 59, 59, 999999, timezone.utc)),
    "year 9999, its last microsecond": _at(datetime.max.replace(tzinfo=timezone.utc)),
    "half a second after the epoch": _at(datetime(1970, 1, 1, 0, 0, 0, 500000, timezone.utc)),
    AROUND_THE_EPOCH: _at(datetime(1969, 12, 31, 23, 59, 59, 500000, timezone.utc)),
    "the epoch itself (1970-01-01T00:00:00+00:00: a time like any other)": _at(
        datetime(1970, 1, 1, tzinfo=timezone.utc)
    ),
}
"""Timestamps at the ends of the datetime range, with microseconds: a float epoch loses
them (or overflows), ``strftime('%Y')`` writes years before 1000 unpadded."""


def _named(tool_name: str, tool_use_id: str = "toolu_01") -> ToolOutcome:
    """``_fixed("ok")`` of another tool name and id."""
    base = _fixed("ok")
    return dataclasses.replace(base, tool_name=tool_name, tool_use_id=tool_use_id)


def _sent(value: Any) -> ToolOutcome:
    """``_fixed("ok")`` whose input (sent and received) is ``{"n": value}``."""
    return _sent_as({"n": value})


def _tagged(outcome: ToolOutcome) -> ToolOutcome:
    """``outcome`` as a host's subclass of ``ToolOutcome``, with a ``tag`` of its own."""
    fields = {f.name: getattr(outcome, f.name) for f in dataclasses.fields(outcome)}
    return TaggedOutcome(**fields, tag="replayed")


def _sent_as(tool_input: dict[str, Any]) -> ToolOutcome:
    """``_fixed("ok")`` whose input (sent and received) is ``tool_input``."""
    return dataclasses.replace(_fixed("ok"), sent_input=tool_input, received_input=tool_input)


_SECRETS = {
    "password": "hunter2",
    "api_key": "sk-ant-api03-XYZ",
    "token": "Bearer abc.def",
    "auth": {"secret": "s3cr3t", "credentials": ["u_004", "pw"]},
    "note": "my password is hunter2",
    "email": "ana@example.com",
    "phone": "+1 415 555 0100",
    "card": "4111 1111 1111 1111",
    "ip": "203.0.113.7",
    "contact": "reach bob@example.org or +44 20 7946 0958",
}
"""An input holding secrets and personal data, by its keys and its values (e-mail
addresses, phone and card numbers, an IP address: batch AK masked e-mail addresses): the
line writes it as it was sent (nothing masked), since the trail records what the model sent."""


def _secret_looking(key: Any) -> bool:
    """Whether ``key`` names a secret as a redacting answer reads it."""
    return isinstance(key, str) and bool(_SECRET_KEY.search(key))


_SECRET_KEY = re.compile(r"pass|pw|token|secret|key|auth|cred", re.IGNORECASE)


_MASK_MARK = re.compile(
    r"\*|x{3,}|#{3,}|\u2022|redact|mask|hidden|removed|elided|<\d+ (?:chars|characters|bytes)>",
    re.IGNORECASE,
)
"""What a masked value holds in place of what it hid: stars, ``xxx``, bullets, a word, its
length (``<6 chars>``)."""


def _masked_only(got: Any, value: Any) -> bool:
    """Whether ``got`` is ``value`` but for values under keys that name a secret and
    strings that now hold a mask (:data:`_MASK_MARK`), or differs nowhere: what redacting
    or masking the input changes."""
    if isinstance(value, dict):
        return (
            type(got) is dict
            and set(got) == set(value)
            and all(_secret_looking(k) or _masked_only(got[k], v) for k, v in value.items())
        )
    if type(value) is str and type(got) is str and got != value and _MASK_MARK.search(got):
        return True
    if isinstance(value, list):
        return (
            type(got) is list
            and len(got) == len(value)
            and all(_masked_only(g, v) for g, v in zip(got, value, strict=True))
        )
    return same_value(value, got)


WIDE_INPUT = "an input of 60 keys (no cap on keys: batch AT kept 50)"
LONG_IDS = "a context whose ids are 72 and 82 characters long (no column width: batch AT cut 64)"
LONG_TOOL_NAME = "an MCP tool's name of 85 characters (past the API's 64, written whole)"
CAMEL_KEYS = "an input whose keys are camelCase and capitalised (written as sent)"
RECEIVED_RETYPED = (
    "a rewrite that changed 1 into True (equal by ==): input_received is what the tool got"
)
_EQUAL_OTHER_TYPES = {
    "an input holding True": _sent(True),
    "then 1 (equal to True in Python, not in JSON)": _sent(1),
    "then 1.0": _sent(1.0),
}
"""Outcomes equal by ``==`` (``True == 1 == 1.0``, one hash) whose lines differ: sent one
after another, a cache keyed on the outcome gives the first's line to the next."""


_GRADED_NAMES = ("tool_use_id", "tool_name", "input_sent", "input_received", "output",
                 "denied_by", "deny_reason", "status")  # fmt: skip


def _attributes_like_fields(more: bool = False) -> ToolOutcome:
    """``_fixed("ok")`` whose context's attributes hold a ``session_id`` and a ``user_id``
    of their own (with ``more``, one named like every graded key): the line takes the
    outcome's and the context's fields, not attributes named like them."""
    base = _fixed("ok")
    attributes: dict[str, Any] = {"session_id": "s_9", "user_id": "u_999"}
    if more:
        attributes |= dict.fromkeys(_GRADED_NAMES, "from the attributes")
        attributes |= {"timestamp": "1970-01-01T00:00:00+00:00", "is_error": True}
    context = HookContext("u_004", "free", "s_1", attributes)
    return dataclasses.replace(base, context=context)


def _claims_another_user(outcome: ToolOutcome) -> bool:
    """Whether the model's input names a ``user_id`` other than the trusted context's."""
    sent = outcome.sent_input
    return isinstance(sent, dict) and sent.get("user_id", outcome.context.user_id) != (
        outcome.context.user_id
    )


def _asked(status: str, decided_by: str | None, denial: Denial | None = None) -> ToolOutcome:
    """``_fixed(status)`` after an Ask: who asked, who decided (``None``: nobody did), and
    the denial it carries (an ``ok`` call's approved Ask is no denial)."""
    base = dataclasses.replace(_fixed(status), denial=denial or _fixed(status).denial)
    return dataclasses.replace(base, asked=(_ASKED,), decided_by=decided_by)


NO_APPROVER = (
    "a denial for want of an approver after an Ask (denied_by 'no approver', not the hook "
    "that asked)"
)
_ASKS_DECIDED = {
    "an Ask approved (asked, decided_by) on an ok call": _asked("ok", "alice"),
    "an Ask approved, then a denial by another hook": _asked(
        "denied", "alice", Denial("free_tier", Deny("free tier", "upgrade"))
    ),
    "an approver that raised: hook_failed after an Ask": _asked("hook_failed", None),
    "an Ask refused by the approver on a tool_error": _asked("tool_error", "bob"),
    NO_APPROVER: _asked(
        "denied", "no approver", Denial("no approver", Deny("no one is there to approve it"))
    ),
}
"""Outcomes after an Ask (a ``ToolOutcome`` allows any status with it): ``denied_by`` and
``deny_reason`` come from ``denial`` alone, never from ``asked`` or ``decided_by``."""


def _sent_raw(value: Any) -> ToolOutcome:
    """``_fixed("invalid")`` whose input, as the model sent it, is ``value``: not an object."""
    return dataclasses.replace(_fixed("invalid"), sent_input=value)


_RAW_INPUTS = {
    "a malformed block's input: JSON text of an object": _sent_raw('{"user_id": "u_004"}'),
    "a malformed block's input: JSON text of an array, spaced": _sent_raw(' [1, "two"] '),
    "a malformed block's input: JSON text of a string": _sent_raw('"{}"'),
}
"""Inputs that are strings holding JSON text: written as the strings they are."""

_FALSY_RAW_INPUTS = {
    f"a malformed block's input: {shown}": _sent_raw(value)
    for shown, value in (("none (null)", None), ("false", False), ("0", 0), ("''", ""), ("[]", []))
}
"""A malformed block's input that is falsy, missing (``None``) too: written as it is, never
``{}`` in its place (batch AK: ``outcome.sent_input or {}``)."""


_STAMPED = 'at 2026-03-02T00:30:00+00:00 (+00:00, "Z", 00:30:00Z, UTC)'
"""Text that looks like a timestamp and its offset: kept as it is, wherever it is."""


def _denied_by(hook_name: str) -> ToolOutcome:
    """``_fixed("denied")`` denied by the hook named ``hook_name``."""
    base = _fixed("denied")
    assert base.denial is not None
    return dataclasses.replace(base, denial=Denial(hook_name, base.denial.deny))


_TEMPLATE_INPUT = {"x": "refunds", "user_id": "u_004", "{x}": "%(x)s", "tool": "{tool}"}


def _templated(reason: str) -> ToolOutcome:
    """``_fixed("denied")`` whose reason is ``reason`` (template syntax) and whose input
    holds the names it uses: a reason filled from the input changes."""
    base = _holding(reason, "denied")
    return dataclasses.replace(base, sent_input=_TEMPLATE_INPUT)


def _templated_elsewhere() -> ToolOutcome:
    """``_fixed("ok")`` whose tool name, input keys and values and output hold template
    syntax."""
    base = _fixed("ok")
    output = " ".join(TEMPLATE_SYNTAX)
    return dataclasses.replace(base, tool_name="{tool}_%s", sent_input=_TEMPLATE_INPUT,
                               received_input=_TEMPLATE_INPUT,
                               result=tool_result("toolu_01", output))  # fmt: skip


_TEMPLATES = {
    "str.format fields the input fills, in the reason": _templated("no {x} for {user_id}"),
    "%-style and $-template fields the input fills, in the reason": _templated(
        "no %(x)s, $x, ${user_id}"
    ),
    "every template syntax in the reason": _templated(" ".join(TEMPLATE_SYNTAX)),
}
"""Reasons holding template syntax (:data:`TEMPLATE_SYNTAX`): written as they are."""

_RECEIVED_ANYWAY = {
    f"status {status} holding a received_input": dataclasses.replace(
        _fixed(status), received_input={"limit": 10}
    )
    for status in ("denied", "invalid", "hook_failed", "refused_by_host")
}
"""Outcomes where the tool never ran that hold a ``received_input`` all the same (a
``ToolOutcome`` allows it): the line writes it, whatever the status."""


FRESH_LINES = FreshRow(24, "outcomes in a row, each a new object")
"""A row of outcomes, each built in the answer's process only when its turn comes, once
the last one was freed: the worker gives the new outcome the last one's address when the
answer kept no reference to it (:func:`~hookkata.grading.steps.recycled`), and CPython the
freed addresses to its inputs, so a memo keyed on the ``id`` of the outcome or of its
inputs writes an earlier line's values. Measured: a memo keyed on ``id(outcome.sent_input)``
is hit in every row of 12 (20 rows of 20); hence 24."""


def _row_outcome(k: int) -> ToolOutcome:
    """Outcome ``k`` of the :data:`FRESH_LINES` row: its own session, inputs, id and
    output (a memo keyed on ``id(outcome.context)`` writes an earlier session's ids). Its
    input flag is ``1`` then ``True`` by turns, and outputs 4 and 5 are lists holding ``1``
    and ``True``: equal and equal in hash, so a memo keyed on the values writes ``true``
    as ``1`` (batch BI cached its thaw of the output)."""
    output: Any = [{"type": "json", "value": k == 5}] if k in (4, 5) else f"done {k}"
    if k == 4:
        output = [{"type": "json", "value": 1}]
    return dataclasses.replace(
        _fixed("ok"),
        context=HookContext(f"u_row{k:02d}", "free", f"s_row{k:02d}"),
        tool_use_id=f"toolu_row{k:02d}",
        sent_input={"n": k, "flag": True if k % 2 else 1},
        received_input={"n": k, "limit": 10},
        result=tool_result(f"toolu_row{k:02d}", output),
    )


_FRESH_HINT = (
    "Write each line from its own outcome: no memo across calls (one keyed on id() gives a "
    "new outcome an old one's values, since Python gives a new object the id of one freed; "
    "one keyed on values takes True for 1, equal and equal in hash)."
)


MANY_TOOLS = FreshRow(300, "outcomes in a row, each naming a tool of its own")
"""Batch AX: an answer capping the distinct tool names it writes (a metrics habit against
label cardinality) writes "other" from the 201st on; 300 names pass a cap of 256 too."""


def _named_row_outcome(k: int) -> ToolOutcome:
    """Outcome ``k`` of the :data:`MANY_TOOLS` row: a tool name of its own."""
    return dataclasses.replace(_row_outcome(k), tool_name=f"tool_{k:03d}")


_MANY_TOOLS_HINT = (
    "Write each tool name as it is, however many others came before: no cap on distinct "
    "names (a dashboard's guard against label cardinality) and no state kept across lines."
)


_WHO = ("session_id", "user_id", "tool_use_id", "tool_name")
_WHAT = ("input_sent", "input_received", "output", "is_error")


@dataclasses.dataclass(frozen=True)
class _Row:
    """How a row of fresh outcomes is built and checked: outcome ``k``, the keys its line
    is checked on (its property's), and the hint for a value no earlier line held."""

    outcome: Callable[[int], ToolOutcome]
    keys: tuple[str, ...]
    hint: str = ""


_ROWS: dict[FreshRow, _Row] = {
    FRESH_LINES: _Row(_row_outcome, (*_WHO, *_WHAT)),
    MANY_TOOLS: _Row(_named_row_outcome, _WHO, _MANY_TOOLS_HINT),
}


def _fresh_lines(answer: Callable[..., Any], row: FreshRow) -> None:
    built = _ROWS[row]
    outcomes, lines = row.call(answer, built.outcome)
    every = [_expected(outcome) for outcome in outcomes]
    for k, (outcome, line) in enumerate(zip(outcomes, lines, strict=True)):
        example = f"line {k + 1} of {row!r}: {_describe(outcome)}"
        try:
            record = json.loads(line) if type(line) is str else None
        except ValueError:
            record = None
        if type(record) is not dict:
            raise Mismatch(example, shown(line), "one JSON object ending in a newline")
        for key in built.keys:
            if key not in record or not same_value(every[k][key], record[key]):
                stale = any(same_value(before[key], record.get(key)) for before in every[:k])
                raise Mismatch(
                    example,
                    f"{key}: {shown(record.get(key, '<missing>'))}",
                    f"{key}: {every[k][key]!r}",
                    _FRESH_HINT if stale else built.hint,
                )


FRESH = "24 outcomes in a row, each a new object once the last was freed (ids reused)"


LONG_RUN = "the same outcome written 1,500 times in a row: the last line is the first"
_LONG_RUN_OUTCOME = dataclasses.replace(_fixed("ok"), sent_input={"q": 1}, received_input={"q": 1})
WRITTEN_AT_LENGTH = LongRun(
    1_500, "the same outcome written {times} times in a row, in one process"
)
"""An answer that writes otherwise after its first thousand lines (a "compact" mode
dropping an input equal to the one sent) shows in the last line (batch BC)."""
_LONG_RUN_HINT = long_run_hint("line", "no mode that changes after a number of lines")


def _long_run(answer: Callable[..., Any], run: LongRun) -> None:
    example = f"{_describe(_LONG_RUN_OUTCOME)}, {run!r}"
    first, last = run.first_and_last(answer, [_LONG_RUN_OUTCOME], example=example)
    if last != first:
        raise Mismatch(
            example,
            f"the last line: {shown(last)}",
            f"the first line: {shown(first)}",
            _LONG_RUN_HINT,
        )


_RESULT_NOT_STATUS = {
    "status hook_failed holding a result": dataclasses.replace(
        _fixed("hook_failed"), result=error_result("toolu_01", "done before the hook crashed")
    ),
    "status ok without a result": dataclasses.replace(_fixed("ok"), result=None),
}
"""Outcomes whose result is not what their status suggests (a ``ToolOutcome`` allows it):
``output`` is the result's content, or null when there is none, whatever the status."""


def _with_more_keys(content: Any, **more: Any) -> ToolOutcome:
    """``_with_content(content)`` whose result holds ``more`` keys beside its content (an
    MCP tool's ``structuredContent``, a ``_meta``): the output is the content, as it is."""
    base = _with_content(content)
    return dataclasses.replace(base, result={**thaw(base.result), **more})


SUB_AGENT_IDS = (
    "a sub-agent's call: the context's ids in capitals with spaces at their ends, agent_id "
    "and agent_type among the attributes"
)
OK_WITH_A_PROBLEM = "status ok carrying a problem (a note, not an error)"
EMPTY_PROBLEM = (
    "an invalid call whose problem is '' (a str all the same; batch BJ's extra key cut it)"
)
STRUCTURED = "a result holding structuredContent and _meta beside its content (an MCP tool's)"
UNATTRIBUTED_DENIAL = "status denied without a denial: the BLOCKED result alone says why"
UNATTRIBUTED_REWRITTEN = (
    "status denied without a denial, after a rewrite: no denier, not the hook that rewrote it"
)
_WHOLE_FILES = {
    f"a {tool}'s input holding a whole file's text": dataclasses.replace(
        _named(tool), sent_input=tool_input, received_input=tool_input
    )
    for tool, tool_input in (
        ("Write", {"file_path": "notes.txt", "content": "hello\n" * 40}),
        ("Edit", {"file_path": "notes.txt", "old_string": "hello\n", "new_string": "bye\n" * 9}),
    )
}
"""Claude Code's writes, their file text in the input: written as it is, however long
(batch AL: a ``content`` replaced by its length)."""

_FALSY = (
    "falsy values wherever they may be: an empty tool name and id, {} sent and received, output ''"
)
_FALSY_CASE = dataclasses.replace(
    _fixed("ok"),
    tool_name="",
    tool_use_id="",
    sent_input={},
    received_input={},
    result={"type": "tool_result", "tool_use_id": "", "content": ""},
)
"""Every graded value that may be falsy, falsy: each written as it is, never null or a
default (``x or None``, ``x and y or None``). (A ``HookContext``'s ids, a hook's name and a
reason cannot be empty.)"""

_IMAGE = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBO"}}


def _nested(depth: int) -> dict[str, Any]:
    """A value ``depth`` dicts deep, a list at the bottom: written whole, however deep."""
    value: dict[str, Any] = {"level": depth, "items": [1, "two", None]}
    for level in range(depth - 1, 0, -1):
        value = {"level": level, "next": value}
    return value


DATED_TOOL_NAME = DATED_TOOL_NAMES[2]
REAL_WORLD_IDS = (
    "ids and a tool name in real systems' shapes (an e-mail user id, an upper-case UUID "
    f"session id, {DATED_TOOL_NAME!r}), each written as it is"
)
ESCAPED_IDS = "a %-escaped user id and a ULID session id, written as they are"
COMPATIBLE_IDS = (
    "ids NFKC folds (a fullwidth letter, a ligature, a superscript), written as they are"
)
COMPATIBLE_TOOL_NAMES = {
    "a fullwidth tool name (NFKC folds it), written as it is": _named(
        "\uff4c\uff4f\uff4f\uff4b\uff55\uff50_user"
    ),
    "an MCP tool name with a ligature ('\ufb01' is not 'fi'), written as it is": _named(
        "mcp__\ufb01les__list"
    ),
}
"""Tool names NFKC folds into plain ones (batch BG folded them for a dashboard)."""

DIGIT_IDS = "ids of digits with leading zeros ('007', '0042'), written as the strings they are"
SHELL_COMMAND = (
    "a Bash command with two spaces in a row and an unterminated quote, rewritten to another "
    "with two spaces: each written as it is"
)
REAL_WORLD_IO = (
    "values in real systems' shapes in the input and the output (a URL with a query, "
    "a home folder, a '..' path, an e-mail, a UUID), written as they are"
)


IMAGE_FIRST = "an output of an image block, then a text block (kept in that order)"
REPEATED_BLOCKS = "an output repeating a text block and an image block (each kept)"
PAIRS = "lists of [key, value] pairs in the input and the output (kept as lists)"


TAGGED_OUTCOME = (
    "a host's ToolOutcome subclass with a field of its own (a ToolOutcome all the same)"
)
WHITESPACE_OUTPUT = "an output of only whitespace ('   \\n'): as it is, not null"
HUGE_INTS = "an input holding ints beyond a float's range (10**400): JSON numbers as they are"
ODD_FIELDS = (
    "fields in combinations a ToolOutcome allows: decided_by with no asked entry, invalid "
    "and hook_failed with no problem, inputs that differ with no rewriter named"
)
CASES = {
    **{f"status {status}": outcome for status, outcome in zip(STATUSES, FIXED, strict=True)},
    **{
        f"{ODD_FIELDS}: status {status}": dataclasses.replace(
            _fixed(status),
            decided_by="supervisor",
            asked=(),
            problem=None,
            sent_input={"limit": 500},
            received_input={"limit": 10},
            rewritten_by=(),
        )
        for status in ("invalid", "hook_failed", "ok")
    },
    "every JSON-significant character in the output": _holding(_EVERY_SIGNIFICANT, "ok"),
    "every JSON-significant character in the reason": _holding(_EVERY_SIGNIFICANT, "denied"),
    "characters normalisation changes, in the output": _holding(_SENSITIVE, "ok"),
    "characters normalisation changes, in the reason": _holding(_SENSITIVE, "denied"),
    "lone surrogates in the output and input": _holding(_SURROGATES, "ok"),
    "lone surrogates in the reason and input": _holding(_SURROGATES, "denied"),
    "a lone surrogate in the tool name": _named("lookup_\udcff"),
    "floats of every precision in the input (0.1 + 0.2, 1e-9, 1/3)": _with_floats(),
    "a reason of several sentences": _holding(_SENTENCES, "denied"),
    "a denial carried by status refused_by_host": _denial_elsewhere("refused_by_host"),
    "a denial carried by status tool_error": _denial_elsewhere("tool_error"),
    "a result flagged is_error though the status is ok": _flag_elsewhere("ok"),
    "a result without is_error though the status is refused_by_host": _flag_elsewhere(
        "refused_by_host"
    ),
    "a result without is_error though the status is tool_error": _flag_elsewhere("tool_error"),
    "an input claiming another user_id": _claiming("u_999"),
    "attributes named like the context's fields": _attributes_like_fields(),
    "attributes named like every graded key": _attributes_like_fields(more=True),
    HOST_CASE: dataclasses.replace(
        _fixed("ok"), context=HookContext("u_004", "free", "s_1", HOST_ATTRIBUTES)
    ),
    CAMEL_KEYS: _sent_as({"filePath": "a.txt", "dryRun": False, "MaxRows": 5}),
    RECEIVED_RETYPED: dataclasses.replace(
        _fixed("ok"),
        sent_input={"notify": 1},
        received_input={"notify": True},
        rewritten_by=("flags_as_bools",),
    ),
    "an output with spaces, zero-width characters, a BOM, markup": _holding(
        " \ufeff&amp; <b>done</b> 'x' `y`\u200b\u00a0 ", "ok"
    ),
    "a reason with spaces, zero-width characters, a BOM, markup": _holding(
        " \ufeff&amp; <b>free tier</b> 'x' `y`\u200b\u00a0 ", "denied"
    ),
    "a tool name and id with spaces at their ends": _named(" lookup_user ", "toolu_01 "),
    "timestamp-looking text in the output and input": _holding(_STAMPED, "ok"),
    "timestamp-looking text in the reason and input": _holding(_STAMPED, "denied"),
    "a dotted, module-qualified hook name": _denied_by("toolhooks.rules.DeployWindow"),
    "a hook name of a path, a colon and spaces at its ends": _denied_by(" hooks/rules:free_tier "),
    "an output of 12,500 characters": _holding(_LONG, "ok"),
    "a reason of 12,500 characters": _holding(_LONG, "denied"),
    **_EQUAL_OTHER_TYPES,
    "an input holding secrets and personal data, by key and by value": _sent_as(_SECRETS),
    **_RAW_INPUTS,
    **_FALSY_RAW_INPUTS,
    **_ASKS_DECIDED,
    "an MCP tool's whole name": _named("mcp__files__delete_file"),
    LONG_TOOL_NAME: _named("mcp__" + "filesystem_server" * 4 + "__write_file"),
    "an empty tool name and id (a malformed block)": _named("", ""),
    "an empty output": _with_content(""),
    **COMPATIBLE_TOOL_NAMES,
    WHITESPACE_OUTPUT: _with_content("   \n"),
    TAGGED_OUTCOME: _tagged(_fixed("denied")),
    HUGE_INTS: _sent_as({"amount": 10**400, "rows": -(10**30), "ratio": 0.5}),
    "an empty list of blocks": _with_content([]),
    NULL_CONTENT: _with_content(None),
    "an output that holds JSON text": _with_content('{"orders":[1, 2],"total":30.50}'),
    BARE_RESULT: _with_content("done", typed=False),
    "an output beyond the Basic Multilingual Plane (emoji, U+1F600)": _with_content(
        "shipped \U0001f600 \U0001f4e6 \u2603 caf\u00e9"
    ),
    "an output over 2000 characters": _with_content("order 1007 shipped; " * 150),
    "an output of text and image blocks": _with_content(
        [{"type": "text", "text": "the chart:"}, _IMAGE]
    ),
    "an output of one text block": _with_content([{"type": "text", "text": "order 1007"}]),
    "an output of one image block": _with_content([_IMAGE]),
    IMAGE_FIRST: _with_content([_IMAGE, {"type": "text", "text": "the chart"}]),
    REPEATED_BLOCKS: _with_content([{"type": "text", "text": "ok"}] * 2 + [_IMAGE] * 2),
    PAIRS: dataclasses.replace(
        _sent_as({"pairs": [["a", 1], ["b", 2]], "headers": [["Accept", "text/csv"]]}),
        result=tool_result("toolu_01", [{"type": "text", "text": "a", "_meta": [["rows", 2]]}]),
    ),
    **{name: _with_content(value) for name, value in OTHER_SHAPES.items()},
    "an output holding ANSI colours and control characters": _with_content(
        "\x1b[32mok\x1b[0m: 3 files\x07\x00 changed\x7f"
    ),
    "an input nested 40 levels deep": _sent_as(_nested(40)),
    WIDE_INPUT: _sent_as({f"k{number}": number for number in range(60)}),
    LONG_IDS: dataclasses.replace(
        _fixed("ok"), context=HookContext("u_" + "4" * 70, "free", "s_" + "7" * 80)
    ),
    **_TEMPLATES,
    "template syntax in the tool name, input keys and values, output": _templated_elsewhere(),
    **_RECEIVED_ANYWAY,
    **_RESULT_NOT_STATUS,
    STRUCTURED: _with_more_keys(
        [{"type": "text", "text": '{"n": 2}'}], structuredContent={"n": 2}, _meta={"cached": True}
    ),
    UNATTRIBUTED_DENIAL: dataclasses.replace(_fixed("denied"), denial=None),
    UNATTRIBUTED_REWRITTEN: dataclasses.replace(
        _fixed("denied"), denial=None, rewritten_by=("clamp_amount",)
    ),
    SUB_AGENT_IDS: dataclasses.replace(
        _fixed("ok"),
        context=HookContext(" U_004", "free", "S_1 ", {"agent_id": "u_7", "agent_type": "Explore"}),
    ),
    OK_WITH_A_PROBLEM: dataclasses.replace(_fixed("ok"), problem="slow: answered after 2.5 s"),
    EMPTY_PROBLEM: dataclasses.replace(_fixed("invalid"), problem=""),
    **_WHOLE_FILES,
    _FALSY: _FALSY_CASE,
    REAL_WORLD_IDS: dataclasses.replace(
        _named(DATED_TOOL_NAME),
        context=HookContext(REAL_WORLD_VALUES["email"], "free", REAL_WORLD_VALUES["uuid"]),
    ),
    ESCAPED_IDS: dataclasses.replace(
        _fixed("ok"),
        context=HookContext(REAL_WORLD_VALUES["escaped"], "free", REAL_WORLD_VALUES["ulid"]),
    ),
    REAL_WORLD_IO: dataclasses.replace(
        _sent_as(dict(REAL_WORLD_VALUES)), result=tool_result("toolu_01", REAL_WORLD_TEXT)
    ),
    COMPATIBLE_IDS: dataclasses.replace(
        _fixed("ok"), context=HookContext("\uff55_004", "free", "s_\ufb01x\u00b2")
    ),
    DIGIT_IDS: dataclasses.replace(_fixed("ok"), context=HookContext("007", "free", "0042")),
    SHELL_COMMAND: dataclasses.replace(
        _named("Bash"),
        sent_input={"command": 'git push  --force "unterminated', "timeout": 120000},
        received_input={"command": "git push  --force-with-lease", "timeout": 120000},
    ),
}
"""Every fixed case, each named by its input class: the line is checked whole for each."""

_IN_REASON = (
    "timestamp-looking text in the reason and input",
    "a dotted, module-qualified hook name",
    "a hook name of a path, a colon and spaces at its ends",
    "a reason of 12,500 characters",
    "a reason with spaces, zero-width characters, a BOM, markup",
    "every JSON-significant character in the reason",
    "lone surrogates in the reason and input",
    "characters normalisation changes, in the reason",
    "a reason of several sentences",
    "a denial carried by status refused_by_host",
    "a denial carried by status tool_error",
    *_TEMPLATES,
)
_IN_NAMES = (
    REAL_WORLD_IDS,
    ESCAPED_IDS,
    COMPATIBLE_IDS,
    DIGIT_IDS,
    "a tool name and id with spaces at their ends",
    "an MCP tool's whole name",
    LONG_TOOL_NAME,
    "an empty tool name and id (a malformed block)",
    "a lone surrogate in the tool name",
    *COMPATIBLE_TOOL_NAMES,
)
_IN_INPUT = (
    HUGE_INTS,
    WIDE_INPUT,
    SHELL_COMMAND,
    *_WHOLE_FILES,
    *_EQUAL_OTHER_TYPES,
    "an input holding secrets and personal data, by key and by value",
    *_RAW_INPUTS,
)
_IN_OUTPUT = (
    REAL_WORLD_IO,
    "timestamp-looking text in the output and input",
    "an output of 12,500 characters",
    "an output with spaces, zero-width characters, a BOM, markup",
    "every JSON-significant character in the output",
    "lone surrogates in the output and input",
    "characters normalisation changes, in the output",
    "an empty output",
    WHITESPACE_OUTPUT,
    "an empty list of blocks",
    "an output that holds JSON text",
    BARE_RESULT,
    "an output over 2000 characters",
    "an output of text and image blocks",
    "an output of one text block",
    "an output of one image block",
    IMAGE_FIRST,
    REPEATED_BLOCKS,
    PAIRS,
    *OTHER_SHAPES,
    *_RESULT_NOT_STATUS,
    STRUCTURED,
)


def _cases_but(*left_out: str) -> dict[str, ToolOutcome]:
    """:data:`CASES` but those whose only difference lies in keys a property does not
    read (each case is one more call of the answer)."""
    return {name: case for name, case in CASES.items() if name not in left_out}


def _json_text_input(outcome: ToolOutcome) -> bool:
    """Whether the model's input is a string holding JSON text (a malformed block's)."""
    sent = outcome.sent_input
    return type(sent) is str and sent.strip()[:1] in ("{", "[", '"')


def _content(outcome: ToolOutcome) -> str:
    """The result's content as text, ``""`` without a result or a string content."""
    content = (outcome.result or {}).get("content")
    return content if isinstance(content, str) else ""


def _falsy_output(outcome: ToolOutcome) -> bool:
    """Whether the outcome's result holds a falsy content (:data:`FALSY_OUTPUTS`)."""
    content = (outcome.result or {}).get("content", "missing")
    return any(type(content) is type(falsy) and content == falsy for falsy in FALSY_OUTPUTS)


def _holds_significant(outcome: ToolOutcome) -> bool:
    """Whether the outcome's reason or output holds a JSON-significant character."""
    denial = outcome.denial
    texts = [str((outcome.result or {}).get("content", "")), denial.deny.reason if denial else ""]
    return any(char in text for text in texts for char in JSON_SIGNIFICANT)


def _holds_stamp(outcome: ToolOutcome) -> bool:
    """Whether the outcome's reason, output or input holds '+00:00' (timestamp-looking text)."""
    denial = outcome.denial
    texts = [str((outcome.result or {}).get("content", "")), denial.deny.reason if denial else ""]
    return any("+00:00" in text for text in (*texts, json.dumps(thaw(outcome.sent_input))))


def _holds_sensitive(outcome: ToolOutcome) -> bool:
    """Whether the outcome's reason or output holds a character normalisation changes."""
    denial = outcome.denial
    texts = [str((outcome.result or {}).get("content", "")), denial.deny.reason if denial else ""]
    return any(char in text for text in texts for char in NORMALISATION_SENSITIVE)


def _describe(outcome: ToolOutcome) -> str:
    sent = thaw(outcome.sent_input)
    result = "no result" if outcome.result is None else "a result"
    if outcome.asked:
        asked = ", ".join(entry.hook_name for entry in outcome.asked)
        result += f", asked by {asked}, decided by {outcome.decided_by!r}"
    if outcome.problem is not None:
        result += f", problem {outcome.problem!r}"
    return (
        f"audit_line(<{outcome.status} call {outcome.tool_use_id} to {outcome.tool_name}, "
        f"input {sent!r}, {result}, user {outcome.context.user_id}, "
        f"at {outcome.timestamp.isoformat()}>)"
    )


def _parsed(answer: Callable[..., Any], outcome: ToolOutcome) -> tuple[dict[str, Any], str]:
    example = _describe(outcome)
    try:
        line = call_answer(answer, outcome, example=example)
    except AnswerCrashed as crash:
        crash.hint = _crash_hint(crash.error, outcome) or crash.hint
        raise
    if type(line) is not str or not line.endswith("\n") or _breaks(line[:-1]):
        hint = ""
        if type(line) is str and line.endswith("\r\n") and not _breaks(line[:-2]):
            hint = _CRLF
        elif type(line) is str and _breaks(line[:-1]) and not line.startswith("{\n"):
            hint = _BY_HAND  # an indented dump starts "{\n": the property's hint says so
        elif line == "":
            hint = "Every call gets its line, a denied one too: never return an empty string."
        elif type(line) is str and not line.endswith("\n"):
            hint = "End the line with one newline: json.dumps(record) + '\\n'."
        raise Mismatch(example, shown(line), "one line of text ending in a single '\\n'", hint)
    try:
        record = json.loads(line)
    except ValueError as exc:
        raise Mismatch(example, shown(line), f"valid JSON ({exc})", _BY_HAND) from None
    if type(record) is not dict:
        raise Mismatch(example, shown(line), "a JSON object")
    return record, example


_CRLF = (
    "End the line with a single '\\n', never '\\r\\n': os.linesep is '\\r\\n' on Windows "
    "(and where this is graded); json.dumps(record) + '\\n'."
)
_WHOLE_INSTANT = (
    "Keep the instant whole, microseconds included: outcome.timestamp.isoformat() with no "
    "timespec. A float epoch (.timestamp(), fromtimestamp) loses them far from 1970, and "
    "overflows near year 9999."
)


def _crash_hint(error: BaseException, outcome: ToolOutcome) -> str:
    """What a crash identifies: no result to read, a lone surrogate encoded, a time at
    the end of the range converted; any other crash gets no hint of its own."""
    if outcome.result is None:
        return (
            "outcome.result is None when a Pre hook crashed (status 'hook_failed'), and may "
            "be None with any status: write output as null then, instead of reading "
            "outcome.result['content']."
        )
    if isinstance(error, UnicodeError):
        return (
            "Text may hold a lone surrogate ('\\ud800': JSON's escape reads back as one), "
            "which UTF-8 cannot encode: json.dumps(record) escapes it; never .encode() the "
            "line or a value."
        )
    if isinstance(error, (OverflowError, ValueError)) and outcome.timestamp.year in (1, 9999):
        return _WHOLE_INSTANT
    return ""


_BY_HAND = (
    "Build a dict and write it with json.dumps(record) + '\\n': a quote, a backslash, a "
    "newline or a control character in a value breaks a line written by hand."
)


def _breaks(text: str) -> bool:
    """Whether ``text`` holds a line break a JSON-lines reader splits on: ``\\n`` or
    ``\\r`` (JSON escapes both; U+2028 and U+2029 may appear as they are)."""
    return "\n" in text or "\r" in text


def _expected(outcome: ToolOutcome) -> dict[str, Any]:
    denial = outcome.denial
    return {
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": thaw(outcome.sent_input),
        "input_received": thaw(outcome.received_input),
        "output": None if outcome.result is None else thaw(outcome.result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }


_WHOLE_NAME = (
    "Write tool_name and tool_use_id as they are, outcome.tool_name and outcome.tool_use_id: "
    "an MCP tool's whole name (mcp__files__delete_file), an empty one too."
)

_FIELD_HINTS = {
    "tool_name": _WHOLE_NAME,
    "tool_use_id": _WHOLE_NAME,
    "user_id": "user_id is outcome.context.user_id, the server's, not from the model's input: "
    "the model can write any user_id there.",
    "input_sent": "input_sent is outcome.sent_input, input_received is outcome.received_input.",
    "input_received": "input_sent is outcome.sent_input, input_received is outcome.received_input.",
    "output": "output is the result's content as it is, outcome.result['content'] ('', [], "
    "None and image blocks too; null when there is no result), not the whole result block.",
}


def _fields(
    keys: tuple[str, ...],
) -> Callable[[Callable[..., Any], ToolOutcome | Whole | FreshRow | LongRun], None]:
    def check(
        answer: Callable[..., Any], outcome: ToolOutcome | Whole | FreshRow | LongRun
    ) -> None:
        if isinstance(outcome, Whole):  # built from a value the answer names: every key
            return _whole(answer, outcome.outcome)
        if isinstance(outcome, LongRun):
            return _long_run(answer, outcome)
        if isinstance(outcome, FreshRow):
            return _fresh_lines(answer, outcome)
        expected = _expected(outcome)  # before the answer runs
        record, example = _parsed(answer, outcome)
        hints = {**_FIELD_HINTS, **_told_apart(record, outcome, expected)}
        expect_fields(example, record, expected, keys, hints=hints)
        return None

    return check


@dataclasses.dataclass(frozen=True)
class Whole:
    """An outcome whose line is checked whole (every graded key and the timestamp): one
    built from a value the answer names, where a rule keyed on it may change any key."""

    outcome: ToolOutcome


def _whole(answer: Callable[..., Any], outcome: ToolOutcome) -> None:
    expected = _expected(outcome)  # before the answer runs
    record, example = _parsed(answer, outcome)
    expect_fields(example, record, expected, (*_WHO, *_WHAT, "denied_by", "deny_reason"))
    _expect_instant(record, example, outcome.timestamp)


def _told_apart(
    record: dict[str, Any], outcome: ToolOutcome, expected: dict[str, Any]
) -> dict[str, str]:
    """The hints for is_error and the denial's keys, by what the line holds: a flag of the
    wrong type or the wrong flag; a key left out, a denial not named, or a value where
    there was no denial. Text changed by Unicode normalisation is told wherever it is."""
    flag = record.get("is_error")
    hints = {
        "is_error": (
            "is_error is true for every status but 'ok': tool_error, denied, invalid, "
            "hook_failed and refused_by_host; false for 'ok'."
            if type(flag) is bool
            else "is_error is a JSON boolean, true or false, not a string or a number."
        )
    }
    for key in ("denied_by", "deny_reason"):
        if key not in record:
            hints[key] = (
                "denied_by and deny_reason are in every line, null when the call was not "
                "denied: leave no key out."
            )
        elif record[key] != expected[key] and record[key] in _ask_values(outcome):
            hints[key] = _DENIAL_ONLY
        elif outcome.denial is not None:
            hints[key] = _denial_hint(record[key], outcome)
        elif outcome.status == "denied":
            hints[key] = (
                "denied_by and deny_reason are null when outcome.denial is None: a denied "
                "status or a BLOCKED text in the result names no hook and no reason."
            )
        else:
            hints[key] = (
                "A call that was not denied has null for denied_by and deny_reason, whatever "
                "its problem says (a crashed hook named there did not deny it)."
            )
    for key in ("session_id", "user_id", "tool_name", "tool_use_id"):
        if key in expected and _normalised(record.get(key), expected[key]):
            hints[key] = _AS_THEY_ARE  # an id folded by NFKC is another id
        elif key in expected and type(record.get(key)) in (int, float):
            hints[key] = _IDS_AS_TEXT  # an id of digits read as a number
    for key in ("input_sent", "input_received", "output", "deny_reason"):
        if _normalised(record.get(key), expected[key]):
            hints[key] = _AS_THEY_ARE  # every string as it was, changed by normalisation
        elif record.get(key) == expected[key]:  # equal in Python, another type in JSON
            hints[key] = _TYPES_AS_THEY_ARE
        elif key.startswith("input") and _masked_only(record.get(key), expected[key]):
            hints[key] = _NOTHING_MASKED
        elif key.startswith("input") and _parsed_text(record.get(key), expected[key]):
            hints[key] = _TEXT_AS_SENT
        elif key.startswith("input") and _respaced(record.get(key), expected[key]):
            hints[key] = _SPACES_AS_THEY_ARE
    for key in ("output", "deny_reason"):
        if _controls_dropped(record.get(key), expected[key]):
            hints[key] = _CONTROLS_AS_THEY_ARE
    if _respelled_json(record.get("output"), expected["output"]):
        hints["output"] = _JSON_TEXT_AS_IT_IS
    elif record.get("output") is None and _untyped(outcome.result):
        hints["output"] = _CONTENT_OF_ANY_RESULT
    for key in ("deny_reason", "output", "tool_name", "denied_by"):
        got, want = record.get(key), expected[key]
        changed = type(got) is str and type(want) is str and got.strip() != want.strip()
        if changed and _templating(want) and not _normalised(got, want):
            hints[key] = _FILLED
    for key in ("tool_name", "tool_use_id", "input_sent", "input_received"):  # output's says
        if _defaulted(record.get(key), expected[key]):
            hints[key] = _FALSY_AS_IT_IS
    for key in ("input_sent", "input_received"):
        if expected[key] == PRECISE_FLOATS and record.get(key) != PRECISE_FLOATS:
            hints[key] = _FLOATS_AS_THEY_ARE
    ran = outcome.status in ("ok", "tool_error")
    if not ran and record.get("input_received") is None and expected["input_received"] is not None:
        hints["input_received"] = _RECEIVED_AS_IT_IS
    for key in ("session_id", "user_id"):
        got = record.get(key)
        attributes = outcome.context.attributes.values()
        if got != expected[key] and (
            got == _attribute(outcome, key) or got in attributes or _read_off(got, attributes)
        ):
            hints[key] = _FIELDS_NOT_ATTRIBUTES
        elif isinstance(got, str) and got != expected[key] and _tidied_id(got, expected[key]):
            hints[key] = (
                "Write the context's ids as they are, case and spaces at their ends and all: "
                "no .lower() or .strip() (an id is the whole string the host gave)."
            )
    for key in ("input_sent", "input_received", "output", "deny_reason", "denied_by"):
        if _offset_rewritten(record.get(key), expected[key]):
            hints[key] = _ONLY_THE_TIMESTAMP
    if type(record.get("output")) is list and _joined(record["output"]) == expected["output"]:
        hints["output"] = _WHOLE_OUTPUT
    for key in ("session_id", "user_id", "tool_name", "input_sent", "input_received", "output"):
        if _real_world_rewritten(record.get(key), expected[key]):
            hints[key] = _REAL_WORLD_AS_THEY_ARE
    return hints


_REAL_WORLD_AS_THEY_ARE = (
    "Write each value as the outcome holds it, whatever its shape: an e-mail's case, a "
    "%-escape, a UUID's case, a dated tool name (web_search_20250305), a '..' path or a "
    "home folder, a URL's query: nothing decoded, normalised, shortened or redacted."
)


def _real_world_rewritten(got: Any, want: Any) -> bool:
    """Whether ``got`` lost a value in a real system's shape that ``want`` holds (a
    :data:`REAL_WORLD_VALUES` value, or the dated tool name), as a tidying habit does."""
    given, kept = _as_text(want), _as_text(got)
    if given == kept:
        return False
    return rewrote_a_real_world_value(given, kept) or (
        DATED_TOOL_NAME in given and DATED_TOOL_NAME not in kept
    )


def _as_text(value: Any) -> str:
    """``value`` as text to look for values in: a string as it is, else its JSON."""
    return value if isinstance(value, str) else json.dumps(value, default=repr)


_DEFAULTS = (None, "", "-", "?", "n/a", "none", "null", "unknown", "<empty>")
"""What an answer writes for a value it takes for missing (``x or None``, ``x or "-"``)."""
_FALSY_AS_IT_IS = (
    "A falsy value ('', {}, [], 0, false, null) is a value: write it as it is, never null, "
    "{} or a default in its place (x or {}, x or None, x and y or None, x or '-')."
)


def _tidied_id(got: str, value: str) -> bool:
    """Whether ``got`` is ``value`` lower-cased, upper-cased or stripped (or several)."""
    forms = {value.strip(), value.lower(), value.upper(), value.strip().lower()}
    return got in forms


def _defaulted(got: Any, value: Any) -> bool:
    """Whether ``got`` is a default written for ``value``, a falsy value (null too): null,
    an empty object or list, or a word for nothing, where ``value`` was something else."""
    if value or same_value(value, got):
        return False
    if isinstance(got, (dict, list)):
        return not got
    return got is None or (isinstance(got, str) and got.strip().lower() in _DEFAULTS)


def _templating(text: str) -> bool:
    """Whether ``text`` holds template syntax (:data:`TEMPLATE_SYNTAX`)."""
    return any(piece in text for piece in TEMPLATE_SYNTAX)


def _offset_rewritten(got: Any, value: Any) -> bool:
    """Whether ``got`` is ``value`` with its '+00:00' text written as 'Z' (a replace on the
    whole line)."""
    try:
        dumped = json.dumps(value)
        return got != value and json.dumps(got) == dumped.replace("+00:00", "Z")
    except (TypeError, ValueError):
        return False


def _joined(parts: list[Any]) -> str | None:
    """The strings of ``parts`` joined, or ``None`` when one is not a string."""
    return "".join(parts) if all(type(part) is str for part in parts) else None


_ONLY_THE_TIMESTAMP = (
    "Write every other value as it is: text that looks like a time ('+00:00') in the "
    "inputs, output or reason is the tool's or the hook's, not the line's timestamp; "
    "change nothing in the dumped line."
)
_WHOLE_OUTPUT = (
    "Write a long output whole, as the one string it is: outcome.result['content'], never "
    "cut into chunks."
)


def _ask_values(outcome: ToolOutcome) -> list[Any]:
    """What an Ask left on the outcome: who asked and why, and who decided."""
    asked = [value for entry in outcome.asked for value in (entry.hook_name, entry.ask.reason)]
    return [*asked, *([outcome.decided_by] if outcome.decided_by is not None else [])]


def _parsed_text(got: Any, value: Any) -> bool:
    """Whether ``got`` is the JSON value the string ``value`` holds, parsed (or stripped)."""
    if type(value) is not str or same_value(value, got):
        return False
    stripped = type(got) is str and got == value.strip()
    try:
        return stripped or same_value(json.loads(value), got)
    except ValueError:
        return stripped


def _respaced(got: Any, want: Any) -> bool:
    """Whether ``got`` is ``want`` with the runs of whitespace in its texts collapsed (a
    command joined again by ``shlex``, words split and joined), and differs somewhere."""

    def collapsed(value: Any) -> Any:
        if type(value) is str:
            return " ".join(value.split())
        if isinstance(value, dict):
            return {key: collapsed(item) for key, item in value.items()}
        if isinstance(value, list):
            return [collapsed(item) for item in value]
        return value

    return bool(got != want and collapsed(got) == collapsed(want))


_SPACES_AS_THEY_ARE = (
    "Write each text of the input as it came, its spaces too: two spaces in a row in a "
    "command are what the model sent (shlex.join(shlex.split(...)) or ' '.join(text.split()) "
    "rewrites them, and shlex.split raises on an unterminated quote)."
)


def _untyped(result: Any) -> bool:
    """Whether ``result`` is a tool's own dict, without a ``type`` key."""
    return result is not None and "type" not in result


def _respelled_json(got: Any, want: Any) -> bool:
    """Whether ``got`` is other text holding the JSON value the text ``want`` holds (parsed
    and dumped again: spaces added, ``1.50`` as ``1.5``)."""
    if type(got) is not str or type(want) is not str or got == want:
        return False
    try:
        return same_value(json.loads(got), json.loads(want))
    except ValueError:
        return False


_JSON_TEXT_AS_IT_IS = (
    "Write output as it is: a string holding JSON text stays that very string, not parsed "
    "and dumped again (json.dumps adds spaces and writes 1.50 as 1.5)."
)
_CONTENT_OF_ANY_RESULT = (
    "output is null only when outcome.result is None: any other result has its content "
    "written, a result without a 'type' key (a tool's own dict) too."
)


_FLOATS_AS_THEY_ARE = (
    "Write each input value as it is: a float too (0.1 + 0.2 is 0.30000000000000004, and "
    "json.dumps writes it so), never rounded for tidiness."
)
_RECEIVED_AS_IT_IS = (
    "input_received is outcome.received_input whatever the status: an outcome of a call "
    "the tool never ran (denied too) may hold one; never write null in its place."
)
_FILLED = (
    "Write every text as it is: braces, %(x)s and $x in a reason, a name or the input are "
    "text, not a template to fill (no str.format, %, string.Template)."
)
_DENIAL_ONLY = (
    "denied_by and deny_reason come from outcome.denial alone: an Ask (outcome.asked) and "
    "who decided it (outcome.decided_by) are no denial; null when outcome.denial is None."
)
_TEXT_AS_SENT = (
    "Write a malformed block's input as it came: outcome.sent_input may be a string, JSON "
    "text too ('\"{}\"' is not {}); write the string, never parse or strip it."
)


def _read_off(got: Any, attributes: Any) -> bool:
    """Whether ``got`` is text read off an attribute's value (a transcript file's name)."""
    return isinstance(got, str) and bool(got) and any(got in str(value) for value in attributes)


def _attribute(outcome: ToolOutcome, key: str) -> Any:
    """The context attribute named ``key``, or a marker no value equals."""
    return outcome.context.attributes.get(key, _NOTHING)


_NOTHING = object()
_CONTROLS_AS_THEY_ARE = (
    "Write the text as it is, control characters too (an ANSI colour, NUL, BEL): json.dumps "
    "escapes them (\\u001b), so a line stays one line; strip nothing."
)


def _controls_dropped(got: Any, want: Any) -> bool:
    """Whether ``got`` is the text ``want`` with its ANSI sequences or other control
    characters (but tab and line breaks) taken out."""
    if type(got) is not str or type(want) is not str or got == want:
        return False

    def visible(text: str) -> str:
        return "".join(
            c for c in ANSI_ESCAPE.sub("", text) if c in "\t\n\r" or unicodedata.category(c) != "Cc"
        )

    return visible(want) == visible(got)


_IDS_AS_TEXT = (
    "Write each id as the string it is: an id of digits is still text ('007' is not 7, and "
    "its leading zeros are part of it)."
)
_TYPES_AS_THEY_ARE = (
    "Write each value as it is: True, 1 and 1.0 are equal in Python (one hash too) but not "
    "in JSON; a cache keyed on an equal outcome (lru_cache) gives another call's line."
)
_NOTHING_MASKED = (
    "Write the inputs as they were, secrets too: input_sent is what the model sent, "
    "nothing redacted or masked (keep the log itself safe instead)."
)
_FIELDS_NOT_ATTRIBUTES = (
    "session_id and user_id are the context's own fields (outcome.context.session_id), "
    "not attributes of the same name: attributes hold whatever the host passes on."
)


def _denial_hint(got: Any, outcome: ToolOutcome) -> str:
    """What a denial written wrong identifies: null for a denial another status carries, a
    reason cut or normalised; anything else is a denial not named."""
    reason = outcome.denial.deny.reason if outcome.denial else ""
    if got is None and outcome.status != "denied":
        return (
            "Take denied_by and deny_reason from outcome.denial whatever the status: an "
            "outcome of another status may carry a denial too."
        )
    if type(got) is str and got and reason.startswith(got):
        return "Write the reason whole, as outcome.denial.deny.reason holds it: never cut it."
    name = outcome.denial.hook_name if outcome.denial else ""
    if type(got) is str and got != name and got.strip() and got in name:
        return _HOOK_NAME
    return (
        "Name the hook and its reason for a denial: outcome.denial.hook_name and "
        "outcome.denial.deny.reason."
    )


_HOOK_NAME = (
    "denied_by is the hook's name as it is, outcome.denial.hook_name: a dotted or "
    "module-qualified name whole, never shortened to a part."
)
_AS_THEY_ARE = (
    "Write the text as it is: Unicode normalisation (NFC, NFKC) changes characters the tool "
    "or the hook wrote."
)


_FORMS: tuple[Literal["NFC", "NFD", "NFKC", "NFKD"], ...] = ("NFC", "NFD", "NFKC", "NFKD")


def _normalised(got: Any, value: Any) -> bool:
    """Whether ``got`` differs from ``value`` only as one of the four Unicode normalisation
    forms of every string in it."""
    return got != value and any(got == _deep_normalize(form, value) for form in _FORMS)


def _deep_normalize(form: Literal["NFC", "NFD", "NFKC", "NFKD"], value: Any) -> Any:
    if isinstance(value, str):
        return unicodedata.normalize(form, value)
    if isinstance(value, (list, tuple)):
        return [_deep_normalize(form, item) for item in value]
    if isinstance(value, dict):
        return {_deep_normalize(form, k): _deep_normalize(form, v) for k, v in value.items()}
    return value


def _timestamp(answer: Callable[..., Any], outcome: ToolOutcome) -> None:
    record, example = _parsed(answer, outcome)
    _expect_instant(record, example, outcome.timestamp)


def _expect_instant(record: dict[str, Any], example: str, instant: datetime) -> None:
    """The record's timestamp must be ``instant``, in ISO 8601 with offset 0."""
    text = record.get("timestamp")
    try:
        when = datetime.fromisoformat(text) if type(text) is str and text[10:11] == "T" else None
    except ValueError:
        when = None
    if when is None or when.tzinfo is None or when != instant:
        raise Mismatch(
            example,
            f"timestamp: {shown(text)}",
            f"timestamp: ISO 8601 with its UTC offset, e.g. {instant.isoformat()!r}",
            _when_hint(text, when, instant),
        )
    if when.utcoffset() != timedelta(0):
        raise Mismatch(
            example,
            f"timestamp: {shown(text)}",
            f"timestamp: the same instant in UTC, e.g. {instant.isoformat()!r}",
            "Write the time in UTC, as outcome.timestamp holds it: "
            "outcome.timestamp.isoformat(). .astimezone() with no argument converts to the "
            "grading machine's local time.",
        )
    if not _EXTENDED.fullmatch(str(text)):
        raise Mismatch(
            example,
            f"timestamp: {shown(text)}",
            f"timestamp: ISO 8601's extended form, e.g. {instant.isoformat()!r}",
            _EXTENDED_HINT,
        )
    fraction = _FRACTION.search(str(text))
    if instant.microsecond == 0 and fraction and fraction.group(1) != "000000":
        raise Mismatch(
            example,
            f"timestamp: {shown(text)}",
            f"timestamp: seconds only (or .000000), e.g. {instant.isoformat()!r}",
            _WHOLE_SECONDS_HINT,
        )


_EXTENDED = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([.,]\d+)?(Z|[+-]00:00)")
"""ISO 8601's extended form in UTC: colons in the time and the offset, a capital ``T``."""

_FRACTION = re.compile(r"T\d\d:\d\d:\d\d[.,](\d+)")
_WHOLE_SECONDS_HINT = (
    "On a whole second, write the seconds only (isoformat() does), or .000000: not "
    "milliseconds such as .000 (JavaScript's toISOString habit)."
)

_EXTENDED_HINT = (
    "Write the time and its offset with their colons, HH:MM:SS and +00:00 (or Z), not "
    "+0000 or 003000: outcome.timestamp.isoformat()."
)


def _when_hint(text: Any, when: datetime | None, instant: datetime) -> str:
    """What the timestamp written identifies: not text, an unpadded year, no 'T', no
    offset, microseconds lost; another instant fits several mistakes."""
    if text is None:
        return (
            "Write every call's time, outcome.timestamp.isoformat(), the epoch's too: no "
            "instant stands for a time unknown (a call always has its stamp)."
        )
    if type(text) is not str:
        return (
            "Write the time as text, outcome.timestamp.isoformat(): a number of seconds is "
            "not ISO 8601."
        )
    if re.match(r"\d{1,3}-\d\d-\d\dT", text):
        return (
            "Write the year with four digits (0999-12-31T...): outcome.timestamp.isoformat() "
            "pads it; strftime('%Y') does not before year 1000."
        )
    if re.match(r"[+-]?\d{8}T", text):
        return _DASHED_DATE
    if text[10:11] != "T":
        return "ISO 8601 has a 'T' between date and time: outcome.timestamp.isoformat()."
    if when is None:
        return NO_HINT
    if when.tzinfo is None:
        return "outcome.timestamp.isoformat() keeps the offset; a naive time drops the offset."
    if when != instant and abs(when - instant) < timedelta(seconds=1):
        return _WHOLE_INSTANT
    if when.microsecond == instant.microsecond and abs(when - instant) == timedelta(seconds=1):
        return _OWN_SECONDS
    return NO_HINT


_OWN_SECONDS = (
    "Write each timestamp from this call's own datetime, whole: no cache of formatted "
    "seconds (int() of an epoch rounds toward zero, so the half second before 1970 shares "
    "a key with the half second after)."
)


_DASHED_DATE = (
    "Write the date as YYYY-MM-DD, with its dashes, before the 'T' (not the basic form "
    "20260302T...): outcome.timestamp.isoformat()."
)

_DENIAL = ("denied_by", "deny_reason", "is_error", "input_received")

# --- examples built from the values an answer names ---------------------------------------

_LONGEST = 100_000
"""The longest output or reason built from a named number (a cap names a smaller one)."""


def _built(make: Callable[..., ToolOutcome], *values: Any, **fields: Any) -> list[Whole]:
    """The outcome ``make`` builds of ``values``, or none when a ``ToolOutcome`` (or a part
    of it) refuses them: the domain is what they take."""
    try:
        return [Whole(make(*values, **fields))]
    except ToolhooksError:
        return []


def _context_of(text: str) -> HookContext:
    """A context whose user, session and attributes hold ``text`` (a stock one when a
    ``HookContext`` refuses it as an id)."""
    attributes = {text: text, "role": text}
    try:
        return HookContext(text, "free", text, attributes)
    except ToolhooksError:
        return HookContext("u_004", "free", "s_1", attributes)


def _denied_holding(text: str) -> ToolOutcome:
    """A denied call whose every text is ``text``: tool, id, hook, reason, alternative,
    input key and value, user, session and attributes."""
    try:
        deny = Deny(text, text)
    except ToolhooksError:  # a reason of nothing but "BLOCKED:" or spaces: the id's only
        deny = Deny("no", text)
    when = FIXED[0].timestamp
    return _outcome("denied", text, {text: text}, None, synthetic_error_result("toolu_01", deny),
                    Denial(text, deny), _context_of(text), when, text)  # fmt: skip


def _ran_holding(text: str) -> ToolOutcome:
    """An ok call (rewritten, after an Ask) whose output, inputs, tool, approver and
    rewriter are ``text``."""
    base = _outcome("ok", "toolu_01", {"note": text}, {"note": text, text: 1},
                    tool_result("toolu_01", text), None, _context_of(text), FIXED[0].timestamp,
                    text, rewritten=True)  # fmt: skip
    asked = (Asked(text, Ask(text)),)
    return dataclasses.replace(base, rewritten_by=(text,), asked=asked, decided_by=text)


def _inside_longer(text: str) -> ToolOutcome:
    """A tool error carrying a denial, ``text`` as a prefix, a suffix and in the middle of
    each text (tool, id, hook, reason, output, input): kept as it is."""
    deny = Deny(f"{text} over quota", f"retry {text}")
    result = error_result("toolu_01", f"failed: {text}")
    return _outcome("tool_error", f"toolu_{text}", {"q": f"a{text}b"}, {"q": f"a{text}b"},
                    result, Denial(f"x{text}y", deny), FIXED[0].context, FIXED[0].timestamp,
                    f"{text}_tool")  # fmt: skip


def _other_ends(text: str) -> list[Whole]:
    """``text`` as a malformed block's input, tool and problem; in blocks of an output (the
    text of one, the type, key and value of another) of a call the host refused."""
    blocks = [{"type": "text", "text": text}, {"type": text, text: text}]
    invalid = _fixed("invalid")
    refused = _fixed("refused_by_host")
    result = {**(refused.result or {}), "content": blocks}
    return [
        *_built(dataclasses.replace, invalid, sent_input=text, tool_name=text, problem=text),
        *_built(dataclasses.replace, refused, result=result, problem=text),
    ]


def _long(size: int) -> ToolOutcome:
    """A tool error of an output and a reason ``size`` characters long, an input whose
    number and list hold ``size``."""
    deny = Deny("r" * size or "no", "upgrade")
    sent = {"limit": size, "items": list(range(min(size, 1000)))}
    result = error_result("toolu_01", "o" * size or "no")
    return _outcome("tool_error", "toolu_01", sent, sent, result, Denial("free_tier", deny),
                    FIXED[0].context, FIXED[0].timestamp, "lookup_user")  # fmt: skip


def _stamped(number: int | float) -> list[Whole]:
    """``_fixed("ok")`` at a time whose year, day, hour, minute, second or microsecond is
    ``number`` (each one that can be), in UTC."""
    if not isinstance(number, int) or number < 0:
        return []
    fields = {"year": (1, 9999), "day": (1, 28), "hour": (0, 23), "minute": (0, 59),
              "second": (0, 59), "microsecond": (0, 999_999)}  # fmt: skip
    valid = {name: number for name, (low, high) in fields.items() if low <= number <= high}
    if not valid:
        return []
    parts = {"year": 2026, "day": 2, "hour": 0, "minute": 30, "second": 0, "microsecond": 0}
    parts.update(valid)
    when = datetime(parts["year"], 3, parts["day"], parts["hour"], parts["minute"],
                    parts["second"], parts["microsecond"], tzinfo=timezone.utc)  # fmt: skip
    return [Whole(_at(when))]


def _mined_lines(named: Mined) -> Iterator[tuple[object, Whole]]:
    """Each text the answer names in every text of an outcome (alone and inside a longer
    one), each number as a length, a count and every part of the time: lines checked
    whole, since a rule keyed on a value may change any key."""
    for text in named.texts:
        made = [*_built(_denied_holding, text), *_built(_ran_holding, text)]
        made += [*_built(_inside_longer, text), *_other_ends(text)]
        yield from ((text, whole) for whole in made)
    for number in named.numbers:
        sizes = {int(number), int(number) + 1} if 0 <= number < _LONGEST else set()
        yield from ((number, Whole(_long(size))) for size in sorted(sizes))
        yield from ((number, whole) for whole in _stamped(number))


EXERCISE = Exercise(
    number=11,
    places="at once",
    id="audit-line",
    title="11 · One audit line per call",
    notebook="08-The-Audit-Trail.ipynb",
    name=NAME,
    params=("outcome",),
    spec=(
        "Return one line of JSON (ending in '\\n') for a finished call: timestamp (ISO 8601, "
        f"UTC), {', '.join(_WHO)}, {', '.join(_WHAT)}, denied_by, deny_reason.\n"
        "Denied calls are recorded too: input_received is null for them."
    ),
    returns=(
        'one `str`: a JSON object followed by a single `"\\n"`, with no other `"\\n"` or '
        '`"\\r"` (`json.dumps` escapes them, and every quote, backslash and control '
        "character in a value; U+2028 (U+0085 too) may stay as it is; a lone surrogate such as "
        "`\\ud800`, which JSON text may hold, too: never raise on it). The graded keys: "
        "`timestamp` "
        "(ISO 8601 in UTC with its offset, e.g. `outcome.timestamp.isoformat()`: "
        "`outcome.timestamp` is always in UTC, as a `ToolOutcome` converts the time it is "
        "given; any "
        "form with its capital `T` between a `YYYY-MM-DD` date and an `HH:MM:SS` time "
        "that `datetime.fromisoformat` reads "
        "back to the same instant (to the microsecond, "
        "years 1 to 9999) with offset `+00:00` or `Z` (not `+0000`), and seconds only when "
        "the microseconds are 0 (`.000000` passes too; other fractions in any number of digits "
        "that read back, `.5` too)), "
        "`session_id` and `user_id` (`outcome.context`'s own fields, not attributes named "
        "like them), `tool_use_id` and `tool_name` "
        '(as they are: an MCP tool\'s whole name, `""` too), '
        "`input_sent` (`outcome.sent_input`) and `input_received` "
        "(`outcome.received_input`, whatever the `status`), each value as it is "
        '(`true` is not `1`, `20.0` is not `20`, `"{}"` '
        "is not `{}`; nothing masked), `output` "
        '(`outcome.result["content"]` as it is: '
        "a string holding JSON text stays that string, a long one stays whole, its "
        "characters as they are (no Unicode normalisation); "
        '`""`, `[]`, `None` (`null`) and a list of image blocks included, or `null` '
        "when `outcome.result` is `None`, whatever the `status`; a result without a "
        "`content` key is not graded), "
        "`is_error` (`true` for every `status` but "
        '`"ok"`, `"refused_by_host"` included, whatever the result\'s own `is_error` says), '
        "`denied_by` and `deny_reason` "
        "(`outcome.denial.hook_name`, a dotted name whole, and "
        "`outcome.denial.deny.reason`, the reason whole, whatever the `status`: an outcome "
        "of another status may carry a `denial` too; `null` without a denial, whatever "
        "`asked` and `decided_by` hold). Other keys "
        "may be there "
        "and are not graded, such as the `status`, `tier` and `problem` that `AuditLog` "
        "writes too. The inputs and outputs hold JSON values only (what the model sent and "
        "the tool returned): NaN, `bytes` or a `datetime` in them are not graded. Build "
        "the line yourself: an answer that calls the workbook's `AuditLog` or "
        "`audit_record` is named a copy, not graded."
    )
    + SAID_WHERE["at once"],
    reference=reference,
    delegates=("toolhooks.audit.audit_record", "toolhooks.audit.AuditLog"),
    properties=(
        Property(
            "the line is one complete JSON object ending in a newline, with no newline inside",
            _fields(()),
            outcomes(),
            cases=CASES,
            branches={"JSON-significant text": _holds_significant},
            hint="json.dumps(record) + '\\n'; no indent, which would spread it over lines.",
            id="one-line",
        ),
        Property(
            "it records who and which call: session_id, user_id, tool_use_id, tool_name",
            _fields(_WHO),
            outcomes(),
            cases={
                **_cases_but(*_IN_REASON, *_IN_OUTPUT, *_IN_INPUT, *_ASKS_DECIDED),
                repr(MANY_TOOLS): MANY_TOOLS,
            },
            branches={
                "an input claiming another user_id": _claims_another_user,
                "generated names an answer might rewrite": lambda o: (
                    o.tool_name in ("", "Bash") or "__" in o.tool_name or not o.tool_use_id
                ),
                "generated names and ids with spaces at their ends": lambda o: (
                    o.tool_name != o.tool_name.strip() or o.tool_use_id != o.tool_use_id.strip()
                ),
            },
            hint="Take who from outcome.context, which the server built.",
            id="who",
        ),
        Property(
            "it records when, as an ISO 8601 timestamp with its UTC offset",
            _timestamp,
            outcomes(),
            cases={"an offset of UTC+2": FIXED[0], **_RANGE_ENDS},
            hint=(
                "outcome.timestamp.isoformat() keeps the offset and the 'T'; a naive time "
                "drops the offset, str() writes a space, a number of seconds is not ISO 8601."
            ),
            id="when",
        ),
        Property(
            "it records the input as sent and as received (they differ after a rewrite), "
            "the output, and is_error",
            _fields(_WHAT),
            outcomes(),
            cases={
                **_cases_but(*_IN_REASON, *_IN_NAMES),
                FRESH: FRESH_LINES,
                LONG_RUN: WRITTEN_AT_LENGTH,
            },
            branches={
                "rewritten": lambda o: bool(o.rewritten_by),
                "generated received inputs where the tool never ran": lambda o: (
                    o.received_input is not None and o.status not in ("ok", "tool_error")
                ),
                "generated JSON text outputs": lambda o: _content(o).startswith("{"),
                "generated long outputs": lambda o: len(_content(o)) > 2000,
                "generated text normalisation changes": _holds_sensitive,
                "generated secret-looking keys": lambda o: (
                    isinstance(o.sent_input, dict) and any(map(_secret_looking, o.sent_input))
                ),
                "generated inputs of JSON text": _json_text_input,
                "generated timestamp-looking text": _holds_stamp,
                "generated outputs over 10,000 characters": lambda o: len(_content(o)) > 10_000,
                "generated results whatever the status": lambda o: (
                    (o.result is None) != (o.status == "hook_failed")
                ),
                "generated falsy outputs": lambda o: _falsy_output(o),
            },
            hint="input_sent is outcome.sent_input, input_received is outcome.received_input.",
            id="what",
        ),
        Property(
            "a denied call is recorded with the hook that denied it and the reason; every "
            "other line has denied_by and deny_reason null",
            _fields(_DENIAL),
            outcomes(),
            cases={"status denied": FIXED[2], **_cases_but(*_IN_OUTPUT, *_IN_NAMES, *_IN_INPUT)},
            branches={
                "generated denials on other statuses": lambda o: (
                    o.denial is not None and o.status != "denied"
                ),
                "generated Asks, decided or not, on every status": lambda o: bool(o.asked),
                "generated text normalisation changes": _holds_sensitive,
                "generated template syntax in the reason": lambda o: (
                    o.denial is not None and _templating(o.denial.deny.reason)
                ),
                "generated hook names of a dotted name, a path, spaces": lambda o: (
                    o.denial is not None and o.denial.hook_name not in _HOOKS[:3]
                ),
            },
            mined=_mined_lines,
            hint="A trail without refusals cannot say what the agent tried: use outcome.denial.",
            id="denial",
        ),
    ),
    hint="Each line must stand alone: who, when, which call, what went in and came out.",
    clauses=(
        Clause(
            "one JSON object, one line, ending in a newline",
            "one-line",
            "every status, fixed and generated",
            (
                "every JSON-significant character in the output",
                "every JSON-significant character in the reason",
                "JSON-significant text",
                "lone surrogates in the output and input",
                "lone surrogates in the reason and input",
                "a lone surrogate in the tool name",
            ),
        ),
        Clause(
            "a line for every status: ok, tool_error, denied, invalid, hook_failed",
            "one-line",
            "FIXED: one per status; STATUSES drawn",
            tuple(f"status {status}" for status in STATUSES),
        ),
        Clause(
            "a line for every ToolOutcome, its fields in any combination it allows",
            "one-line",
            "fixed: decided_by without asked, no problem, inputs differing with no rewriter, "
            "for invalid, hook_failed and ok; generated in one outcome in five",
            tuple(f"{ODD_FIELDS}: status {status}" for status in ("invalid", "hook_failed", "ok")),
        ),
        Clause(
            "session_id, user_id, tool_use_id, tool_name",
            "who",
            "every status",
            tuple(f"status {status}" for status in STATUSES),
        ),
        Clause(
            "each tool name as it is, however many distinct names came before (no cap)",
            "who",
            "fixed: 300 outcomes in a row in one process, each naming a tool of its own",
            (repr(MANY_TOOLS),),
        ),
        Clause(
            "tool_name and tool_use_id as they are: an MCP tool's whole name, an empty one",
            "who",
            "fixed mcp__files__delete_file, '' and ''; generated MCP, case and empty names",
            (
                "an MCP tool's whole name",
                LONG_TOOL_NAME,
                "an empty tool name and id (a malformed block)",
                "generated names an answer might rewrite",
            ),
        ),
        Clause(
            "tool_name and tool_use_id as they are: spaces at their ends kept",
            "who",
            "fixed ' lookup_user ' and 'toolu_01 '; generated",
            (
                "a tool name and id with spaces at their ends",
                "generated names and ids with spaces at their ends",
            ),
        ),
        Clause(
            "every graded key from the outcome, whatever attributes named like it hold",
            "who",
            "fixed: attributes named like every graded key, timestamp and is_error too; a "
            "sub-agent's attributes, its context's ids in capitals with spaces",
            ("attributes named like every graded key", SUB_AGENT_IDS),
        ),
        Clause(
            "user_id from the context, whatever user_id the model's input claims",
            "who",
            "fixed u_999 claimed by u_004; a generated user_id in half the inputs",
            ("an input claiming another user_id",),
        ),
        Clause(
            "session_id and user_id the context's fields, not attributes named like them",
            "who",
            "fixed attributes session_id s_9 and user_id u_999; a Claude Code session's "
            "transcript_path",
            ("attributes named like the context's fields", HOST_CASE, LONG_IDS),
        ),
        Clause(
            "timestamp ISO 8601 with 'T' and the offset, the same instant",
            "when",
            "UTC+2 fixed; years 1, 999 and 9999 with microseconds; half a second after the "
            "epoch, then half a second before it (one process); generated zones",
            ("an offset of UTC+2", *_RANGE_ENDS),
        ),
        Clause(
            "input_sent and input_received (differ after a rewrite)",
            "what",
            "rewrites drop and add a key, or change 1 into True; True, 1 and 1.0 sent one "
            "after another; camelCase keys",
            (
                "rewritten",
                "status denied",
                "status ok",
                *_EQUAL_OTHER_TYPES,
                RECEIVED_RETYPED,
                CAMEL_KEYS,
            ),
        ),
        Clause(
            "input_received is outcome.received_input whatever the status: null only when it "
            "is None (a denied outcome may hold one)",
            "what",
            "fixed denied, invalid, hook_failed, refused_by_host holding one; one in five "
            "generated outcomes where the tool never ran",
            (*_RECEIVED_ANYWAY, "generated received inputs where the tool never ran"),
        ),
        Clause(
            "each line from its own outcome: outcomes in a row on new objects (a freed "
            "outcome's or input's id given to the next) each get theirs",
            "what",
            "fixed row of 24 outcomes, each built in the answer's process once the last was "
            "freed (steps.py's fresh kind), each its own inputs, id and output",
            (FRESH,),
        ),
        Clause(
            "every line written the same way, however many came before (no mode that "
            "changes after a number of calls)",
            "what",
            "fixed: one outcome written 1,500 times in a row in the answer's process "
            "(steps.py's repeat kind), the last line compared with the first",
            (LONG_RUN,),
        ),
        Clause(
            "texts holding template syntax ({0}, {}, {x}, {input[x]}, {{, %s, %(x)s, $x, "
            "${x}, {% x %}) written as they are, never filled from the input",
            "denial",
            "fixed reasons with fields the input fills and every syntax; tool name, input keys "
            "and values, output; TEMPLATE_SYNTAX among the generated texts, names and inputs",
            (
                *_TEMPLATES,
                "template syntax in the tool name, input keys and values, output",
                "generated template syntax in the reason",
            ),
        ),
        Clause(
            "input_sent and input_received as they were: secrets and personal data too, "
            "a whole file's text, nothing masked",
            "what",
            "fixed password, api_key, token, auth keys and a secret in a note, e-mail "
            "addresses, phone and card numbers, an IP address, a Write's and an Edit's file "
            "text; generated api_key",
            (
                *_WHOLE_FILES,
                WIDE_INPUT,
                "an input holding secrets and personal data, by key and by value",
                "generated secret-looking keys",
            ),
        ),
        Clause(
            "input_sent as it is when not an object: a string of JSON text stays that string",
            "what",
            "fixed JSON text of an object, a spaced array, a string; generated inputs of every "
            "JSON shape, strings of JSON text among them",
            (*_RAW_INPUTS, "generated inputs of JSON text"),
        ),
        Clause(
            "output as it is: spaces, zero-width characters, a BOM, markup, quotes kept",
            "what",
            "fixed; generated outputs drawn with AS_THEY_ARE pieces",
            ("an output with spaces, zero-width characters, a BOM, markup",),
        ),
        Clause(
            "output the result's content, null without a result",
            "what",
            "fixed hook_failed (result None)",
            (
                "status hook_failed",
                "every JSON-significant character in the output",
                "an output that holds JSON text",
                BARE_RESULT,
                "an output over 2000 characters",
                "an output of text and image blocks",
                "an output of one text block",
                "an output of one image block",
                IMAGE_FIRST,
                REPEATED_BLOCKS,
                PAIRS,
                *OTHER_SHAPES,
                "generated JSON text outputs",
                "generated long outputs",
                "characters normalisation changes, in the output",
                "generated text normalisation changes",
            ),
        ),
        Clause(
            "output follows outcome.result, never the status: a hook_failed outcome holding "
            "a result writes its content, an outcome of any other status without one null",
            "what",
            "fixed hook_failed holding a result, ok without one; one in ten generated "
            "outcomes (hook_failed with a result, any other status without)",
            (*_RESULT_NOT_STATUS, STRUCTURED, "generated results whatever the status"),
        ),
        Clause(
            "every value that may be falsy written as it is, never null or a default: an "
            "empty tool name and id, {} inputs, a malformed block's null, false, 0, '' or [] "
            "input, outputs '' and []",
            "what",
            "fixed: all at once; generated FALSY_OUTPUTS, {} inputs (INPUTS), '', None and False "
            "as a malformed block's input (_MALFORMED)",
            (
                _FALSY,
                *_FALSY_RAW_INPUTS,
                "an empty output",
                "an empty list of blocks",
                "generated falsy outputs",
            ),
        ),
        Clause(
            "is_error a real bool: anything but 'ok' (an ok carrying a problem too)",
            "what",
            "type-exact; every status",
            (*(f"status {status}" for status in STATUSES), OK_WITH_A_PROBLEM),
        ),
        Clause(
            "denied_by, deny_reason: the hook and reason when denied, the reason whole",
            "denial",
            "fixed denied first; generated",
            (
                "status denied",
                "every JSON-significant character in the reason",
                "a reason of several sentences",
                "characters normalisation changes, in the reason",
                "generated text normalisation changes",
            ),
        ),
        Clause(
            "denied_by, deny_reason from outcome.denial, whatever the status",
            "denial",
            "fixed refused_by_host and tool_error carrying a denial; one in five generated "
            "outcomes of another status",
            (
                "a denial carried by status refused_by_host",
                "a denial carried by status tool_error",
                "generated denials on other statuses",
                UNATTRIBUTED_DENIAL,
                UNATTRIBUTED_REWRITTEN,
            ),
        ),
        Clause(
            "denied_by, deny_reason from outcome.denial alone, whatever asked and decided_by hold",
            "denial",
            "fixed: an Ask approved on ok, approved then denied by another hook, an approver "
            "that raised, refused on a tool_error; generated Asks on every status",
            (*_ASKS_DECIDED, "generated Asks, decided or not, on every status"),
        ),
        Clause(
            "denied_by the hook's name as it is: dotted, module-qualified, a path, spaces kept",
            "denial",
            "fixed toolhooks.rules.DeployWindow, ' hooks/rules:free_tier '; generated hook "
            "names of each kind",
            (
                "a dotted, module-qualified hook name",
                "a hook name of a path, a colon and spaces at its ends",
                "generated hook names of a dotted name, a path, spaces",
            ),
        ),
        Clause(
            "text that looks like a timestamp ('+00:00', 'Z') kept as it is in the inputs, "
            "output and reason",
            "what",
            "fixed in the output and input; generated texts with AS_THEY_ARE's '+00:00' and "
            "ISO text",
            ("timestamp-looking text in the output and input", "generated timestamp-looking text"),
        ),
        Clause(
            "text that looks like a timestamp kept as it is in the reason",
            "denial",
            "fixed in the reason and input; generated reasons with AS_THEY_ARE's pieces",
            ("timestamp-looking text in the reason and input",),
        ),
        Clause(
            "an output of any length, whole (12,500 characters)",
            "what",
            "fixed output of 12,500 characters; generated long outputs",
            ("an output of 12,500 characters", "generated outputs over 10,000 characters"),
        ),
        Clause(
            "a reason of any length, whole (12,500 characters)",
            "denial",
            "fixed reason of 12,500 characters",
            ("a reason of 12,500 characters",),
        ),
        Clause(
            "the reason as it is: spaces, zero-width characters, a BOM, markup, quotes kept",
            "denial",
            "fixed; generated reasons drawn with AS_THEY_ARE pieces",
            ("a reason with spaces, zero-width characters, a BOM, markup",),
        ),
        Clause(
            "denied_by, deny_reason null on every other line (present)",
            "denial",
            "fixed ok, tool_error, invalid, hook_failed",
            ("status ok", "status tool_error", "status invalid", "status hook_failed"),
        ),
    ),
)
