"""Exercise 6: the synthetic ``tool_result`` that answers a denied call."""

from __future__ import annotations

import html
import inspect
import json
import re
import string
import textwrap
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from hookkata.exercises.named_slots import letters, sendable, sizes
from hookkata.exercises.strategies import tool_use_ids, words
from hookkata.exercises.wide_classes import (
    REAL_WORLD_TEXT,
    SENSITIVE_LOOKING,
    rewrote_a_real_world_value,
)
from hookkata.grading.codec import Text
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import (
    AnswerCrashed,
    Mismatch,
    call_fresh,
    call_in_steps,
    call_seeing_inputs,
    call_text,
    call_twice,
    same_value,
    shown,
)
from toolhooks import Deny
from toolhooks.decisions import without_blocked_prefix
from toolhooks.results import BLOCKED_PREFIX, synthetic_error_result

NAME = "synthetic_error_result"
_KEYS = ("type", "tool_use_id", "is_error", "content")

# Reasons a learner's string surgery gets wrong: starting with a letter of "BLOCKED" or a
# colon (lstrip strips characters), holding "BLOCKED: " mid-text (replace removes it),
# upper case, punctuation. The lowercase words alone let both through.
# A long reason, held whole: over 200 characters, or over 2000.
RTL_SHOUTED_MARKED = (
    "right-to-left letters, capitals and three combining marks in a row (reason and alternative)"
)
"""Text a tidying habit rewrites: isolated for display (U+2068 ... U+2069), "un-shouted",
its marks past two in a row dropped (a Zalgo filter): batch BD. Kept as it is."""
_LONG_REASON = "the account is on hold while billing reviews a disputed refund; " * 4
_VERY_LONG_REASON = "refunds over 500 EUR need a second approver from finance. " * 40
_HUGE = "refunds over 500 EUR need a second approver from finance. " * 13_560
"""A reason past every cap a learner might set against a "runaway" hook (64 KiB, 100 kB,
512 KiB; batch AG: one ended the process past 64 KiB), and under the channel's 2 MB."""
HUGE_REASON = f"a reason of {len(_HUGE):,} characters (no cap short of a megabyte)"
WIDE_GAP = "a reason holding a run of 100,000 spaces (kept whole: no regex that backtracks)"
_WIDE_GAP = Deny("on hold:" + " " * 100_000 + "billing reviews the refund", "wait a day")
r"""A reason whose space run a backtracking pattern (a lazy ``(.*?)`` before ``\s*``) walks
in quadratic time: minutes, where a right answer takes a millisecond (batch BH)."""
_LONG_ID = "toolu_" + "0123456789" * 10
"""An id of 106 characters: the result answers it whole, however long."""
# Characters a "sanitising" answer takes out or turns into others: every ASCII punctuation
# and markup character, HTML entities, zero-width characters and BOMs, typographic quotes.
# The reason is written character for character, so each stays as it is.
_MARKS = (
    *string.punctuation,
    "&amp;",
    "&lt;b&gt;",
    "&#39;",
    "&nbsp;",
    "<i>",
    "**",
    "__",
    "`id`",
    "~~",
    "\u200b",
    "\u200c",
    "\u200d",
    "\u2060",
    "\ufeff",
    "\u00ad",
    "\u201c",
    "\u201d",
    "\u00ab",
    "\u2018",
)
_marked = st.tuples(st.sampled_from(_MARKS), words, st.sampled_from(_MARKS)).map(
    lambda t: f"{t[0]}{t[1].strip()}{t[2]}"
)
_MARKED_REASON = (
    '"**user_id** &amp; &lt;b&gt; <i>x</i> `id` _u_ ~~s~~ [l](u) #h |t| \\ '
    '\u200b\u200c\u200d\u2060\ufeff\u00ad \u201cdone\u201d"'
)


def _shifted(text: str, first: int) -> str:
    """``text``'s capitals moved to the block of letters starting at code point ``first``."""
    return "".join(chr(first + ord(c) - ord("A")) if c.isupper() else c for c in text)


LOOKALIKE_PREFIXES = (
    "\uff22\uff2c\uff2f\uff23\uff2b\uff25\uff24\uff1a",  # fullwidth, colon too
    "\uff42\uff4c\uff4f\uff43\uff4b\uff45\uff44\uff1a",  # fullwidth small letters
    "\uff22\uff2c\uff2f\uff23\uff2b\uff25\uff24:",  # fullwidth letters, an ASCII colon
    _shifted("BLOCKED", 0x1D400) + ":",  # mathematical bold
    _shifted("BLOCKED", 0x1D670) + ":",  # mathematical monospace
    _shifted("BLOCKED", 0x24B6) + ":",  # circled letters
    "BLOCKED\uff1a",  # a fullwidth colon
    "BLOCKED\ufe13",  # a presentation-form colon
    "BLOCKED\ufe55",  # a small colon
    "BLOCKED\u2236",  # the ratio sign
    "BLOCKED\ua789",  # the modifier-letter colon
    "BLOC\u212aED:",  # the Kelvin sign for K (NFKC and casefold make it K, k)
    "\u0412L\u041e\u0421\u041a\u0415D:",  # Cyrillic look-alike letters
    "\u0392L\u039fC\u039a\u0395D:",  # Greek look-alike letters
    "\u200bBLOCKED:",  # a zero-width space before it
    "\ufeffBLOCKED:",  # a BOM before it
    "BLOCKED\u200b:",  # a zero-width space inside it
    "B\u00adLOCKED:",  # a soft hyphen inside it
    "BLO\u200dCKED:",  # a zero-width joiner inside it
)
"""Spellings that look like the prefix, or become it once normalised (NFKC, NFKD,
casefold), de-confused or cleaned of invisible characters, but are not ``BLOCKED:``:
other labels, kept as the reason's own (batch L stripped an NFKC-equal one)."""

MARKUP_HEADS = ("**BLOCKED:**", "__BLOCKED:__", "*BLOCKED:*", "`BLOCKED:`", "<b>BLOCKED:</b>")
"""The prefix wrapped in markup: another label (its first character is no B), kept."""

_CONFUSED = str.maketrans(
    "\u0412\u041e\u0421\u041a\u0415\u0392\u039f\u039a\u0395\u212a\u2236\ua789", "BOCKEBOKEK::"
)
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"))


def _folded(text: str) -> str:
    """``text`` as a hook that matches look-alikes reads it: NFKC, casefolded, look-alike
    Cyrillic and Greek capitals made Latin, invisible characters gone."""
    plain = text.translate(_INVISIBLE).translate(_CONFUSED)
    return unicodedata.normalize("NFKC", plain).casefold()


def lookalike_prefix(reason: str) -> str:
    """The look-alike of ``BLOCKED:`` that ``reason`` starts with (not ASCII: ``blocked:``
    has its own hint), or ``""``."""
    for end in range(len("BLOCKED:"), len("BLOCKED:") + 4):
        head = reason[:end]
        if not head.isascii() and _folded(head) == "blocked:":
            return head
    return ""


def _lookalike_hint(reason: str, text: str) -> str:
    """The hint for a look-alike prefix taken for ``BLOCKED:`` and removed, when the
    content shows it; ``""`` otherwise."""
    head = lookalike_prefix(reason)
    rest = _normal(reason[len(head) :].strip())
    if (
        not head
        or not text.startswith(BLOCKED_PREFIX + rest)
        or text.startswith(BLOCKED_PREFIX + reason)
    ):
        return ""
    return (
        f"{head!r} only looks like the prefix (fullwidth, mathematical, Cyrillic or Greek "
        "letters, another colon, an invisible character): another label, part of the "
        "reason. Compare with 'BLOCKED:' exactly, without unicodedata.normalize, casefold "
        "or cleaning."
    )


_OTHER_LABEL = re.compile(r"\s*(?:[A-Z]+:|\[[A-Z]+\])\s*")
"""A label at a reason's start that is not the prefix: ``DENIED:``, ``ERROR:``, a tag."""


def _other_label_hint(reason: str, text: str) -> str:
    """The hint for labels at the reason's start (one or more) taken for the prefix and
    dropped: the content starts with the prefix and the reason after them."""
    ends, at = [], 0
    while (label := _OTHER_LABEL.match(reason, at)) is not None and label.end() > at:
        ends.append(at := label.end())
    if reason.startswith("BLOCKED:"):
        return ""  # the prefix itself: the other hints tell what went wrong
    if not any(text.startswith(BLOCKED_PREFIX + _normal(reason[end:])) for end in ends):
        return ""
    return (
        "Only 'BLOCKED:' is the prefix: another label at the reason's start (DENIED:, "
        "REFUSED:, ERROR:, a [BLOCKED] tag) is the hook's wording, kept as part of the reason."
    )


_reasons = st.one_of(
    words,
    # A look-alike of the prefix: another label, kept.
    st.tuples(st.sampled_from(LOOKALIKE_PREFIXES), st.sampled_from(["", " "]), words).map("".join),
    st.tuples(st.sampled_from(MARKUP_HEADS), words).map(" ".join),
    words.map(lambda w: f"{w.strip()} (write to billing@example.com)"),
    _marked,
    # Text an ASCII-only, normalising, templating or whitespace-collapsing answer changes:
    # accents, emoji, CJK, compatibility characters, '%' and braces, tabs and newlines.
    st.tuples(
        words, st.sampled_from(["\n", "\t", "\n\n", " \t ", "\r\n", "\r", ".  ", "?  "]), words
    ).map(lambda t: f"{t[0].strip()}{t[1]}{t[2].strip()}"),
    st.tuples(
        words,
        st.sampled_from(
            ["für Müller", "déjà vu", "🚫 blocked", "顧客 7", "\ufb01nal \uff4e\uff4f\uff54e\u00b2"]
        ),
    ).map(" ".join),
    st.tuples(words, st.integers(4, 40)).map(lambda t: " ".join([t[0].strip()] * t[1])),
    # Indented lines, the first one too: textwrap.dedent would take the indentation away.
    st.tuples(words, words, st.sampled_from(["    ", "\t", "  "])).map(
        lambda t: f"{t[2]}{t[0].strip()}\n{t[2]}{t[1].strip()}"
    ),
    st.text("BLOCKEDblocked:. 'x", min_size=1, max_size=20),
    words.map(lambda w: f"policy says {BLOCKED_PREFIX}{w}"),
    # BLOCKED: a word into the reason, and the word spelled with a space or another mark
    # before its colon: neither is a prefix, and both stay.
    st.tuples(st.sampled_from(["Order ", "x ", "BLOCKED :", "BLOCKED -", "BLOCKED;"]), words).map(
        lambda t: f"{t[0]}{BLOCKED_PREFIX if t[0][0] != 'B' else ' '}{t[1]}"
    ),
    st.sampled_from(
        ["Bob's account is closed", "LOCKED by billing", ": see policy", "Escalated", _LONG_REASON]
    ),
).filter(lambda reason: bool(without_blocked_prefix(reason)))
_alternatives = (
    st.none()
    | words
    | st.sampled_from(
        [
            "Offer the FAQ",
            "Escalate: ask a human",
            "frag den Support — bitte",
            "try again at 04:00\nor ask 'billing' (C:\\queue)",
            "cover 50% of {amount}",
            "Alternative: offer the FAQ",  # a label of its own: written as it is, doubled
            "try again later...",  # its own ending, dots and all
            "0800 123 456",  # no letter in it: an alternative all the same
            "ask  a   human",  # runs of spaces of its own, kept
            "\t\n",  # blank, as str.strip() sees it: nothing to act on
            "\u3000\u2028",
            # More lines, the later ones indented (the first one too): inspect.cleandoc,
            # textwrap.dedent or expandtabs would change them; the alternative stays as given.
            "offer the FAQ:\n    1. upgrade\n\t2. ask a human",
            "  \toffer the FAQ\n  \tor wait a day",
        ]
    )
    | _marked
)
# Ids the API gave, kept exactly: surrounding whitespace is part of them, an id may be
# only whitespace, and its Unicode form is its own (a combining accent is not composed).
_ids = (
    tool_use_ids
    | st.tuples(st.sampled_from([" ", "\n", "\t"]), tool_use_ids).map(
        lambda t: f"{t[0]}{t[1]}{t[0]}"
    )
    | st.sampled_from([" ", "\t\n", "toolu_cafe\u0301", "toolu_\u212b", _LONG_ID])
    | st.integers(7, 12).map(lambda n: "toolu_" + "0123456789" * n)  # over 64, under 128
    | st.sampled_from(_MARKS).map(lambda mark: f"toolu_{mark}01")  # marks and entities too
    # Capitals are part of an id: upper case, mixed case, a title-cased prefix.
    | st.tuples(tool_use_ids, st.sampled_from([str.upper, str.title, str.swapcase])).map(
        lambda t: t[1](t[0])
    )
    | st.sampled_from(["toolu_01AbC", "Toolu_01", "TOOLU_01xYz"])
)
_denials = st.builds(Deny, _reasons, _alternatives)
_prefixed_denials = st.builds(
    Deny,
    st.tuples(
        st.sampled_from(
            [
                BLOCKED_PREFIX,
                "BLOCKED:",
                BLOCKED_PREFIX * 2,
                f"BLOCKED:{BLOCKED_PREFIX}",
                # runs of spaces between repeated prefixes, and before the first
                "BLOCKED:  BLOCKED:   ",
                "   BLOCKED:    BLOCKED:BLOCKED:  ",
            ]
        ),
        _reasons,
    ).map("".join),
    _alternatives,
)

SHAPE_EXAMPLES = (
    ("toolu_01", Deny("free tier cannot open case files", "offer the FAQ")),
    ("toolu_02", Deny("free tier cannot open case files")),
    ("toolu_03", Deny("BLOCKED by billing")),  # starts with the word, not the prefix
    ("toolu_04", Deny("refunds over 500 EUR need a person. " * 150, "ask a human")),  # long
)
REASON_EXAMPLES = (
    ("toolu_01", Deny("Bob's account is closed")),
    ("toolu_01", Deny("LOCKED by billing", "ask a human")),
    ("toolu_01", Deny("Order on hold", "wait a day")),
    ("toolu_01", Deny(": see policy")),
    ("toolu_01", Deny("Escalated to a human", "Escalate: ask a human")),
    ("toolu_01", Deny("Reason: unknown account", "Reason: ask for the account id")),
    ("toolu_01", Deny("policy says BLOCKED: no refunds", "offer store credit")),
    ("toolu_01", Deny("free tier cannot open case files")),
    ("toolu_01", Deny("refunds over 500 EUR need a person", "0800 123 456")),
    ("toolu_01", Deny("amount  400 EUR is over   the limit", "ask  a human")),
)
PREFIX_EXAMPLES = (
    ("toolu_01", Deny("BLOCKED: free tier", "upgrade")),
    ("toolu_01", Deny("BLOCKED:free tier")),
    ("toolu_01", Deny("BLOCKED: BLOCKED: free tier", "upgrade")),
    ("toolu_01", Deny("BLOCKED: Bob's account is closed")),
    ("toolu_01", Deny("BLOCKED: BLOCKED")),  # the reason is the word itself: one prefix, then it
)


DENY_AS_IT_CAME = (
    "a Deny whose reason and alternative cleaning would change (a prefix, whitespace at "
    "the ends): left as it came"
)
_MARK_STARTS = frozenset(mark[0] for mark in _MARKS) - {"B"}


def _answer(answer: Callable[..., Any], example: tuple[str, Deny]) -> tuple[Any, str]:
    """The answer's result for ``example``, once the ``Deny`` it was handed is seen to be
    left as it came, field by field (a frozen one too: ``object.__setattr__`` shows)."""
    tool_use_id, deny = example
    shown_call = call_text(NAME, tool_use_id, deny)
    before = _fields_of(deny)  # in this process the answer gets this very object
    result, after = call_seeing_inputs(answer, tool_use_id, deny, example=shown_call, fields=True)
    now = _fields_of(after[1])
    if not all(
        type(was) is type(now.get(name)) and was == now.get(name) for name, was in before.items()
    ):
        raise Mismatch(
            shown_call,
            f"the Deny left as {now}",
            f"the Deny as it came: {before}",
            _DENY_CHANGED,
        )
    return result, shown_call


def _fields_of(deny: object) -> dict[str, object]:
    """Each field of a ``Deny`` (or whatever came back in its place), by name."""
    return {name: getattr(deny, name, "<missing>") for name in ("reason", "alternative")}


_DENY_CHANGED = (
    "Leave the caller's Deny as it came: clean the reason into a variable of your own, "
    "never back into the Deny (no object.__setattr__ on a frozen one); the caller may "
    "use it again."
)


_SPACES = re.compile(" {2,}")


def _normal(text: str) -> str:
    """``text`` with runs of spaces as one: the number of spaces is not graded, but tabs
    and newlines are the reason's own and stay."""
    return _SPACES.sub(" ", text)


_ID_HINT = "Without the tool_use_id you were given the API cannot pair the result with its call."
_ID_AS_GIVEN = (
    "Return the tool_use_id exactly as it was given, whitespace, case and Unicode form and "
    "all: the result answers the tool_use whose id is that very string (no .strip(), "
    ".lower() or unicodedata.normalize())."
)
DECODABLE_ID = "an id that reads as something else when decoded"
DECODABLE_IDS = ("007", "toolu%2001", '"toolu_01"', "toolu_01&amp;2", "dG9vbHVfMDE=")
"""Ids a number, a URL, JSON, HTML or base64 would read otherwise: digits with a leading 0,
a percent escape, quotes, an entity, base64 text. Each comes back as it is."""
BLOCKED_OPENS_A_SENTENCE = "BLOCKED: opening a later sentence of the reason (not the start)"
BLOCKED_OPENS_A_LINE = "BLOCKED: opening a later line of the reason (not the start)"
_ID_DECODED = (
    "Return the tool_use_id as it was given, never decoded: it is no number, URL, JSON or "
    "markup ('007' is not 7, '%20' is not a space, a quoted id keeps its quotes)."
)
_ID_CUT = (
    "Return the tool_use_id whole, however long: the API pairs the result with its call "
    "by the very string, so an id cut to a length answers no call."
)
_BLANK_ID = (
    "Only an empty tool_use_id may be refused: an id of only whitespace is still an id, "
    "and comes back exactly as given."
)


def _same_but_tidied(got: str, given: str) -> bool:
    """Whether ``got`` is ``given`` stripped or in another Unicode normal form."""
    return (
        got.strip() == given.strip()
        or got.casefold() == given.casefold()
        or any(
            unicodedata.normalize(form, got) == unicodedata.normalize(form, given)
            for form in ("NFC", "NFKC")
        )
    )


_EMPTY_ID = (
    "An empty tool_use_id comes back empty (or raise ValueError): a new id answers no "
    "call, so the API cannot pair the result with anything."
)
_IS_ERROR_HINT = (
    "is_error must be the bool True: without it, or with 'true' or 1, the model reads the "
    "text as the tool's output."
)


def _shape(answer: Callable[..., Any], example: tuple[str, Deny]) -> None:
    tool_use_id = example[0]  # taken before the answer runs
    try:
        result, shown_call = _answer(answer, example)
    except AnswerCrashed as crash:
        if tool_use_id == "" and isinstance(crash.error, (ValueError, TypeError)):
            return  # an empty id, which the API never sends, may be refused
        if tool_use_id and not tool_use_id.strip():
            crash.hint = crash.hint or _BLANK_ID
        _hint_a_template(crash, example[1])
        raise
    if type(result) is not dict:
        raise Mismatch(
            shown_call,
            f"{shown(result)} (a {type(result).__name__})",
            "a dict: the tool_result block",
            "Return a plain dict, the tool_result block itself.",
        )
    wrong: list[tuple[str, str, str]] = []
    checks = (
        ("type", "tool_result", "'type' is the string 'tool_result'."),
        ("tool_use_id", tool_use_id, _ID_HINT),
        ("is_error", True, _IS_ERROR_HINT),
    )
    if set(result) != set(_KEYS):
        extra, missing = sorted(set(result) - set(_KEYS)), sorted(set(_KEYS) - set(result))
        field_hints = [hint for key, _, hint in checks if key in missing]
        wrong.append(
            (
                f"keys {sorted(result)}",
                f"exactly the keys {list(_KEYS)}"
                + (f" (no {extra})" if extra else "")
                + (f" (add {missing})" if missing else ""),
                field_hints[0]
                if field_hints
                else "Exactly four keys: type, tool_use_id, is_error and content. The API refuses "
                "others, and the grader checks the block as the API would.",
            )
        )
    for key, want, hint in checks:
        if key in result and not same_value(want, result[key]):
            got = result[key]
            if key == "tool_use_id" and tool_use_id == "":
                hint = _EMPTY_ID
            elif (
                key == "tool_use_id" and isinstance(got, str) and _same_but_tidied(got, tool_use_id)
            ):
                hint = _ID_AS_GIVEN
            elif key == "tool_use_id" and isinstance(got, str) and tool_use_id.startswith(got):
                hint = _ID_CUT
            elif key == "tool_use_id" and tool_use_id in DECODABLE_IDS:
                hint = _ID_DECODED
            elif key == "type" and _equal_but_not_plain(got, want):
                hint = _TYPE_NOT_PLAIN
            wrong.append((f"{key}: {shown(got)}", f"{key}: {want!r}", hint))
    content = result.get("content")
    if "content" in result and type(content) is not str:
        wrong.append(
            (
                f"content: {shown(content)}",
                "content: one string, 'BLOCKED: <reason>...'",
                "The content is one string, 'BLOCKED: <reason> ...', not a list of blocks.",
            )
        )
    elif isinstance(content, str) and not content.startswith(BLOCKED_PREFIX):
        wrong.append(
            (
                f"content: {shown(content)}",
                "content starting with 'BLOCKED: '",
                "Start the content with 'BLOCKED: ' (capitals, colon, one space).",
            )
        )
    if wrong:
        got, expected, hint = wrong[0]
        raise Mismatch(shown_call, got, expected, hint)


def _equal_but_not_plain(got: object, want: object) -> bool:
    """Whether ``got`` is ``want`` in another type: a ``str`` subclass equal to it, or an
    enum member holding it (which crosses from the answer's process as its ``repr``)."""
    if isinstance(got, str):
        return got == want
    return shown(got).endswith(f": {want!r}>")


_TYPE_NOT_PLAIN = (
    "'type' is the plain str 'tool_result': a str subclass (a StrEnum member) equals it, "
    "but it is another type, and an equal-to-everything str subclass would pass an == test."
)

_TEMPLATE_HINT = (
    "A denial is a prompt: write the reason and the alternative into the content as text, "
    "never into a template (braces or '%' in them break str.format and %)."
)


def _hint_a_template(crash: AnswerCrashed, deny: Deny) -> None:
    """A crash on a reason or alternative holding braces or '%': a format template's."""
    marks = any(mark in f"{deny.reason}{deny.alternative}" for mark in "{}%")
    if marks and isinstance(crash.error, (ValueError, KeyError, IndexError, TypeError)):
        crash.hint = crash.hint or _TEMPLATE_HINT


_TEXT_SUBCLASS_HINT = (
    "A Deny's reason and alternative may be str subclasses (a markupsafe.Markup, a StrEnum "
    "member): text all the same, which Deny accepts. Test isinstance(value, str) or just "
    "the value's truth, not type(value) is str."
)
STR_SUBCLASSES = "a reason and an alternative that are str subclasses (as markupsafe.Markup is)"


def _says_why(answer: Callable[..., Any], example: tuple[str, Deny]) -> None:
    deny = example[1]
    reason = _normal(without_blocked_prefix(deny.reason))  # before the answer runs
    blank = bool(deny.alternative) and not deny.alternative.strip()  # type: ignore[union-attr]
    alternative = _normal(deny.alternative.strip()) if deny.alternative and not blank else None
    start = BLOCKED_PREFIX + reason
    wanted = start + (f" ... {alternative}" if alternative else "")
    try:
        result, shown_call = _answer(answer, example)
    except AnswerCrashed as crash:
        _hint_a_template(crash, deny)
        raise
    content = result.get("content") if type(result) is dict else None
    if type(content) is not str:
        raise Mismatch(shown_call, f"content: {shown(content)}", f"content: {wanted!r}")
    text = _around_reason_dropped(_normal(content))
    if not text.startswith(start):
        hint = (
            (_TEXT_SUBCLASS_HINT if type(deny.reason) is not str else "")
            or _lookalike_hint(reason, text)
            or _other_label_hint(reason, text)
            or _changed_reason_hint(reason, text, deny.reason)
            or _markup_label_hint(answer, example, reason, text)
            or (
                "The prefix is 'BLOCKED:' in capitals: a reason that starts 'blocked:' keeps it "
                "(compare case-sensitively)."
                if reason.lower().startswith("blocked:")
                else "Only 'BLOCKED:' itself, the colon right after the D, is the prefix: a "
                "reason starting 'BLOCKED :' or 'BLOCKED -' keeps it."
                if reason.startswith("BLOCKED") and not text.startswith(BLOCKED_PREFIX + "BLOCKED")
                else "Keep the reason as it is: replace() (or a re.MULTILINE pattern) removes "
                "'BLOCKED: ' from the middle of the reason too. Remove only a prefix at its very "
                "start."
                if "BLOCKED" in reason
                else "Keep the reason as it is: lstrip('BLOCKED: ') strips any of the characters "
                "B, L, O, C, K, E, D, ':' and ' ' from the start, not the prefix. Remove "
                "every leading 'BLOCKED:' with the spaces around it (a regular expression "
                "anchored at the start, or a loop of str.removeprefix and strip)."
                if text.startswith(BLOCKED_PREFIX + _normal(reason.lstrip("BLOCKED: ")))
                else ""
            )
        )
        raise Mismatch(
            shown_call, f"content: {shown(content)}", f"content starting {start!r}", hint
        )
    rest = text[len(start) :]
    if alternative is not None and alternative not in rest:
        raise Mismatch(
            shown_call,
            f"content: {shown(content)}",
            f"the alternative after the reason: {wanted!r}",
            _TEXT_SUBCLASS_HINT
            if type(deny.alternative) is not str
            else _changed_alternative_hint(alternative, rest),
        )
    if alternative is not None and _glued(rest, alternative):
        raise Mismatch(
            shown_call,
            f"content: {shown(content)}",
            f"whitespace between the reason and the alternative: {wanted!r}",
            _GLUED,
        )
    if blank:
        _blank_left_out(deny, rest, shown_call, content, start)
        _nothing_made_up(answer, example, rest, shown_call, content, start)
        _own_runs_kept(deny, content, shown_call)
        return
    if alternative is not None:
        _own_label_kept(answer, example, content, shown_call)
    own_end = rest.isspace() and deny.reason != deny.reason.rstrip()  # the reason's own
    if alternative is None and rest and not own_end and "BLOCKED" not in rest:
        raise Mismatch(
            shown_call,
            f"content: {shown(content)}",
            f"content: {start!r}, nothing after the reason",
            _NOTHING_AFTER
            if not rest.strip(" .!")
            else "This Deny has no alternative (None): add nothing. 'Alternative: None' gives "
            "the model nothing to act on."
            if deny.alternative is None
            else "An empty alternative ('') is no alternative: add nothing (test "
            "`if deny.alternative:`), as a bare 'Alternative:' gives the model nothing to act on.",
        )
    _own_runs_kept(deny, content, shown_call)  # last: a plainer mistake is named first


def _own_runs_kept(deny: Deny, content: str, shown_call: str) -> None:
    """The reason's and the alternative's own runs of spaces stay, character for character:
    only the runs in the answer's own wording count as one (batch AL squeezed them all)."""
    alternative = deny.alternative if deny.alternative and deny.alternative.strip() else ""
    for name, own in (
        ("reason", without_blocked_prefix(deny.reason)),
        ("alternative", alternative.strip()),
    ):
        if _SPACES.search(own) and own not in content:
            raise Mismatch(
                shown_call,
                f"content: {shown(content)}",
                f"the {name} whole, its runs of spaces too: {own!r}",
                _RUNS_KEPT,
            )


_RUNS_KEPT = (
    "Write the reason and the alternative character for character, their own runs of "
    "spaces too: only the spaces of your own wording around them count as one (no "
    "re.sub over the content, no ' '.join(text.split()))."
)


_GLUED = (
    "Put whitespace (a space or a line break) right after the reason, before any word of "
    "yours or the alternative, e.g. f'{reason} Alternative: {alternative}': glued on, joined "
    "by a mark alone ('\u2014', '|', ':', '/'), or by an escape or markup written out "
    "(rf'\\n' and '\\\\t' are a backslash and a letter, '<br>' is markup: none is a line "
    "break), the model cannot tell where the reason ends."
)


def _glued(rest: str, alternative: str) -> bool:
    """Whether the content after the reason, ``rest``, glues the alternative on: no
    whitespace (``str.isspace``) right after the reason, before the first letter or digit
    of the answer's own wording or the alternative's last place in it, whichever comes
    first. A mark alone (an em dash) is no separator, nor is a label's own space after an
    escape written out: ``rf"{reason}\\nAlternative: {alternative}"`` puts a backslash and
    an ``n`` right after the reason."""
    return not any(c.isspace() for c in rest[: _words_start(rest, alternative)])


def _words_start(rest: str, alternative: str) -> int:
    """Where the first word after the reason starts in ``rest``: its first letter or digit,
    or the alternative's last place in it when that comes first."""
    first = next((i for i, c in enumerate(rest) if c.isalnum()), len(rest))
    return min(first, rest.rfind(alternative))


def _indented_later_lines(alternative: str | None) -> bool:
    """Whether ``alternative`` has more lines, a later one indented (spaces or a tab)."""
    return any(line[:1] in (" ", "\t") for line in (alternative or "").split("\n")[1:])


def _changed_alternative_hint(alternative: str, rest: str) -> str:
    """The hint for an alternative missing from the content: written without its own
    BLOCKED: prefix or its own label, dedented, or not written at all."""
    if _indented_later_lines(alternative) and any(
        _normal(tidy(alternative).strip()) in rest
        for tidy in (inspect.cleandoc, textwrap.dedent, str.expandtabs)
    ):
        return (
            "Write deny.alternative as it is: its later lines keep their indentation and "
            "tabs (no inspect.cleandoc, textwrap.dedent or expandtabs)."
        )
    if any(redone in rest for redone in _line_breaks_redone(alternative)):
        return _line_breaks_hint("the alternative's")
    if (
        without_blocked_prefix(alternative) != alternative
        and without_blocked_prefix(alternative) in rest
    ):
        return "Write deny.alternative as it is: only the reason loses a BLOCKED: prefix."
    label = _LABEL.match(alternative)
    if label and alternative[label.end() :] in rest:
        return (
            f"Write deny.alternative as it is, even when it starts with a label of its own "
            f"({label.group().strip()!r}): a doubled label is fine, a changed alternative is not."
        )
    if any(not line.strip() for line in alternative.splitlines()):
        return (
            "An alternative with a blank line inside it is not blank: blank means the whole "
            "alternative is whitespace (not alternative.strip()), not that some line is (no "
            "re.MULTILINE search for ^\\s*$). Write it, blank lines and all."
        )
    if alternative == _SENSITIVE_DENY.alternative:
        return _UNMASKED
    escaped = (json.dumps(alternative, ensure_ascii=False)[1:-1], repr(alternative)[1:-1])
    if any(form != alternative and form in rest for form in escaped):
        return (
            "Add deny.alternative as it is: quotes around it are your own wording, but "
            "escaping its quotes or backslashes (json.dumps, repr) changes it."
        )
    return "Add deny.alternative to the content after the reason when the Deny has one."


_MASKS = ("*", "[REDACTED]", "REDACTED", "\u2022", "#")


def _masked(original: str, text: str) -> bool:
    """Whether ``text`` holds a mask ``original`` does not: a card's digits, a key or a
    token replaced by stars, dots or a [REDACTED] mark."""
    return any(mask in text and mask not in original for mask in _MASKS)


_UNMASKED = (
    "Write the reason and the alternative as they are, whatever they hold (a card number, a "
    "key, a token, 'ignore the previous ...'): the hook chose its words; nothing masked, "
    "redacted or dropped for looking unsafe."
)


_LABEL = re.compile(r"\w+:\s*")


def _own_label_kept(
    answer: Callable[..., Any], example: tuple[str, Deny], content: str, shown_call: str
) -> None:
    """An alternative that starts with a label (``Alternative: ask a human``) is written
    as it is: the same denial with the label taken off its alternative must give another
    content, or the answer dropped the label (the one it adds itself, say)."""
    tool_use_id, deny = example
    given = (deny.alternative or "").strip()
    label = _LABEL.match(given)
    if label is None or not given[label.end() :].strip():
        return
    bare = given[label.end() :]
    other, _ = _answer(answer, (tool_use_id, Deny(deny.reason, bare)))
    if type(other) is dict and other.get("content") == content:
        raise Mismatch(
            shown_call,
            f"content: {shown(content)}, the same as for the alternative {bare!r}",
            f"the alternative as it is, {given!r}, its label too",
            _changed_alternative_hint(given, bare),
        )


def _blank_left_out(deny: Deny, rest: str, shown_call: str, content: str, start: str) -> None:
    """A blank alternative (only whitespace, as ``str.strip()`` sees it: tabs, line breaks
    too) adds nothing, or a label with nothing after it: none of its characters follow the
    reason (spaces aside, which runs of spaces hide)."""
    own = set(deny.alternative or "") - {" "} - set(deny.reason)
    if any(c in own for c in rest):
        raise Mismatch(
            shown_call,
            f"content: {shown(content)}",
            f"content: {start!r}, or your label with nothing after it",
            _BLANK_ALTERNATIVE,
        )


_SAMPLE_ALTERNATIVE = "offer the FAQ"


def _nothing_made_up(
    answer: Callable[..., Any],
    example: tuple[str, Deny],
    rest: str,
    shown_call: str,
    content: str,
    start: str,
) -> None:
    """After a blank alternative comes nothing, or the answer's own label: what the answer
    writes before an alternative it is given (the same denial with a plain one shows it),
    never advice of its own in the alternative's place."""
    said = rest.strip()
    if not said:
        return
    tool_use_id, deny = example
    other, _ = _answer(answer, (tool_use_id, Deny(deny.reason, _SAMPLE_ALTERNATIVE)))
    other_text = (
        _around_reason_dropped(_normal(other.get("content", ""))) if type(other) is dict else ""
    )
    if not other_text.startswith(start) or _SAMPLE_ALTERNATIVE not in other_text[len(start) :]:
        return  # the plain alternative is graded by its own examples
    label = other_text[len(start) :].split(_SAMPLE_ALTERNATIVE, 1)[0]
    beyond = said.replace(label.strip(), "", 1) if label.strip() else said
    a_bare_label = said[-1] in _LABEL_ENDS  # a label of its own for the blank case
    made_up = any(char.isalnum() or char in _SENTENCE_MARKS for char in beyond)
    if said not in label and not a_bare_label and made_up:
        raise Mismatch(
            shown_call,
            f"content: {shown(content)}",
            f"content: {start!r}, or your label ({label.strip()!r}) with nothing after it",
            _MADE_UP,
        )


_SENTENCE_MARKS = ".!?;,"
"""Marks that end or join a sentence: after a label, one says something (an alternative
closed with a full stop that was never there, batch BG)."""
_LABEL_ENDS = ":-\u2014\u2192>=|"
"""How a label ends (``Alternative:``, ``Instead ->``): said alone, it is nothing after it."""
_MADE_UP = (
    "A blank alternative says nothing: add nothing for it, or your label alone. Advice of "
    "your own in its place (a fallback such as 'ask a human') is not the hook's, and the "
    "model takes it for the hook's."
)
_BLANK_ALTERNATIVE = (
    "An alternative of only whitespace (tabs, line breaks and other Unicode spaces too, as "
    "str.strip() sees it) is blank: add nothing for it (test deny.alternative.strip(), not "
    ".strip(' '))."
)
_NOTHING_AFTER = (
    "Without an alternative, the content ends where the reason ends: no space, no full "
    "stop after it (add the separator only with an alternative)."
)


def _around_reason_dropped(text: str) -> str:
    """``text`` without the whitespace between the prefix and the reason: whitespace
    around the reason may be kept or stripped (the reference strips it), so both read the
    same to the checks."""
    if not text.startswith(BLOCKED_PREFIX):
        return text
    return BLOCKED_PREFIX + text[len(BLOCKED_PREFIX) :].lstrip()


def _markup_label_hint(
    answer: Callable[..., Any], example: tuple[str, Deny], reason: str, text: str
) -> str:
    """The hint for the prefix in markup (``**BLOCKED:**``) at the reason's start taken for
    the prefix and dropped, when the content shows it; the hint for markup cleaned when the
    answer takes markup out of any reason (then the label went with it); ``""`` otherwise."""
    head = next((h for h in MARKUP_HEADS if reason.startswith(h)), None)
    if head is None or not text.startswith(BLOCKED_PREFIX + reason[len(head) :].lstrip()):
        return ""
    marked = "keep **this** and <b>that</b> as they are"
    other, _ = _answer(answer, (example[0], Deny(marked, example[1].alternative)))
    if type(other) is dict and marked not in str(other.get("content")):
        return _CLEANED
    return (
        f"{head!r} is the prefix in Markdown or HTML, another label: the reason's own "
        "wording, kept. Only 'BLOCKED:' itself, at the very start, goes."
    )


YAML_LOOKING = ('email: "billing" at C:\\support', '- retry "later", or ask', '# see the "FAQ"',
                '{"wait": "a day"}', "key: caf\u00e9 \\ 'soon'")  # fmt: skip
"""Alternatives a YAML writer would quote (a ``": "``, an indicator at the start), each
holding a quote or a backslash, which quoting escapes: the quotes around an alternative are
wording of the answer's own, but the alternative inside stays as it is (batch AV quoted
them with ``json.dumps``)."""
LINE_BREAKS_IN_ALTERNATIVE = "carriage returns, tabs and other line breaks in the alternative"
_BROKEN_ALTERNATIVE = "call support\r\nor read the FAQ\ror wait\u2028a day\x0bthen\x85retry\tlater"
"""An alternative whose lines a ``splitlines()`` and ``"\\n".join`` (or ``expandtabs``)
would change (batch AU)."""


def _line_breaks_redone(original: str) -> tuple[str, ...]:
    """``original`` with its line breaks made ``"\\n"`` (replaced, or split into lines and
    joined again) or its tabs expanded: what an answer that tidies lines writes instead."""
    return tuple(
        redone
        for redone in (
            original.replace("\r\n", "\n").replace("\r", "\n"),
            "\n".join(original.splitlines()),
            original.expandtabs(),
            original.expandtabs(4),
        )
        if redone != original
    )


def _line_breaks_hint(whose: str) -> str:
    return (
        f"Keep {whose} line breaks as they are, '\\r\\n', '\\r' and '\\u2028' too, and "
        "its tabs: do not replace or expand them, or split the text into lines and join them."
    )


def _changed_reason_hint(reason: str, text: str, given: str) -> str:
    """The hint for a reason the answer changed on its way into the content, when the
    content tells how: indentation taken away, non-ASCII letters dropped, tabs or newlines
    collapsed, or cut short; ``""`` otherwise."""
    dedented = _dedented_hint(reason, text, given)
    if dedented:
        return dedented
    if any(text.startswith(BLOCKED_PREFIX + redone) for redone in _line_breaks_redone(reason)):
        return _line_breaks_hint("the reason's")
    label = re.match(r"[A-Z][A-Za-z]*:\s*", reason)  # ERROR:, Reason:
    if label and text.startswith(BLOCKED_PREFIX + reason[label.end() :]):
        return (
            f"Keep the reason as it is: only 'BLOCKED:' is the prefix; {label.group().strip()!r} "
            "at its start is part of the reason."
        )
    if not reason.isascii() and text.isascii():
        return (
            "Keep every character of the reason: accented letters, emoji and other "
            "non-ASCII text too (no encode('ascii', 'ignore'))."
        )
    if any(c in reason for c in "\t\n") and " ".join(text.split()).startswith(
        " ".join((BLOCKED_PREFIX + reason).split())
    ):
        return (
            "Keep the reason's tabs and newlines: only runs of spaces in your own wording count "
            "as one (no ' '.join(reason.split()))."
        )
    if _cleaned(reason, text):
        return _CLEANED
    if "@" in reason and "@" not in text:
        return (
            "Keep the reason as it is, e-mail addresses too: nothing masked or redacted "
            "(the model needs the hook's words; keep the log itself safe instead)."
        )
    if _masked(reason, text):
        return _UNMASKED
    if rewrote_a_real_world_value(reason, text) or any(
        part in reason and part not in text for part in _ID_PARTS
    ):
        return _REWROTE_A_VALUE
    if len(reason) > 200 and len(text) < len(BLOCKED_PREFIX + reason):
        return "Keep the whole reason, however long: do not shorten or truncate it."
    return ""


_REWROTE_A_VALUE = (
    "Keep the reason as it is, whatever values it holds: a timestamp, a phone number, a UUID, "
    "a URL, a JSON body, a path, a commit id, an address or a note in brackets in it is the "
    "hook's text, not to be reformatted, shortened, decoded, redacted or softened."
)
_CLEANED = (
    "Keep the reason as it is: quotes at its ends, Markdown or HTML characters, entities "
    "such as &amp; and invisible characters (zero-width spaces, a BOM) are part of it; do "
    "not unescape, strip or clean them."
)


def _cleaned(reason: str, text: str) -> bool:
    """Whether ``text`` holds ``reason`` unescaped, unquoted or with marks taken out (each
    mark, not a letter or a space, that is missing from ``text`` altogether)."""
    gone = {c for c in set(reason) - set(text) if not c.isalnum() and not c.isspace()}
    tidied = (
        html.unescape(reason),
        reason.strip("\"'`\u201c\u201d\u2018\u2019\u00ab\u00bb").strip(),
        "".join(c for c in reason if c not in gone).strip(),
    )
    return any(t != reason and text.startswith(BLOCKED_PREFIX + _normal(t)) for t in tidied)


def _dedented_hint(reason: str, text: str, given: str) -> str:
    """The hint for a multi-line reason whose indentation the answer took away (with
    ``textwrap.dedent`` or ``inspect.cleandoc``), ``""`` for any other."""
    for tidy in (textwrap.dedent, inspect.cleandoc):
        tidied = _normal(without_blocked_prefix(tidy(given)))
        if "\n" in reason and tidied != reason and text.startswith(BLOCKED_PREFIX + tidied):
            return (
                "Keep the reason character for character, its indentation too: no "
                "textwrap.dedent or inspect.cleandoc."
            )
    return ""


_SECOND_PREFIX = re.compile(r"\s*BLOCKED:")


def _one_prefix(answer: Callable[..., Any], example: tuple[str, Deny]) -> None:
    reason = _normal(without_blocked_prefix(example[1].reason))
    try:
        result, shown_call = _answer(answer, example)
    except AnswerCrashed as crash:
        if isinstance(crash.error, RecursionError):
            crash.hint = crash.hint or _PREFIX_LOOP
        _hint_a_template(crash, example[1])
        raise
    content = result.get("content") if type(result) is dict else None
    text = _around_reason_dropped(_normal(content)) if type(content) is str else ""
    after = text[len(BLOCKED_PREFIX) :] if text.startswith(BLOCKED_PREFIX) else None
    # A second prefix is "BLOCKED:"; a reason may start with the word ("BLOCKED by billing").
    if after is None or _SECOND_PREFIX.match(after) or not after.startswith(reason):
        raise Mismatch(
            shown_call,
            f"content: {shown(content)}",
            f"'BLOCKED: ' once, then the reason: {BLOCKED_PREFIX + reason!r}",
            _lookalike_hint(reason, text),
        )


_PREFIX_LOOP = (
    "A reason may repeat the prefix a thousand times: strip the prefixes in a loop (or "
    "one regular expression), not by recursion; Python's stack runs out long before."
)


def _blank_beyond_spaces(alternative: str | None) -> bool:
    """Blank by ``str.strip()``, though not only spaces: ``.strip(" ")`` misses it."""
    return bool(alternative) and not alternative.strip() and bool(alternative.strip(" "))  # type: ignore[union-attr]


SHARED_HEAD = "two denials in a row whose reasons share their first 256 characters"
_FRESH_CASES = {
    "the same denial twice (a cache shares its dict)": (
        ("toolu_01", Deny("free tier", "offer the FAQ")),
        ("toolu_01", Deny("free tier", "offer the FAQ")),
    ),
    "two different denials (a module-level dict is refilled)": (
        ("toolu_01", Deny("free tier", "offer the FAQ")),
        ("toolu_02", Deny("account on hold")),
    ),
    SHARED_HEAD: (
        ("toolu_01", Deny(_LONG_REASON + "refunds wait", "offer the FAQ")),
        ("toolu_02", Deny(_LONG_REASON + "deploys wait", "offer the FAQ")),
    ),
}
_OWN_REASON_HINT = (
    "Work out each content from its own Deny, whole: no memo keyed by part of it (a "
    "reason's first characters), which answers a denial with another one's reason."
)
_FRESH_HINT = (
    "Build a new dict in every call: no module-level dict filled again, no "
    "functools.lru_cache or cache. The caller owns the result and may change it; a shared "
    "one changes every result."
)


@dataclass(frozen=True)
class IdRow:
    """A row of calls, each on a new Deny built in the answer's process only when its
    turn comes, once the last one was freed (:func:`~hookkata.grading.probe.call_fresh`):
    CPython gives the new Deny the freed address, so a memo keyed on ``id(deny)`` writes an
    earlier denial's content. Measured: such a memo is hit in every row of 12 (20 rows of
    20); hence 16."""

    count: int = 16

    def __repr__(self) -> str:
        return f"{self.count} denials in a row, each a new Deny once the last was freed"


_ID_MEMO_HINT = (
    "Build each result from its own Deny: no memo across calls (one keyed on id(deny) "
    "gives a new Deny an old one's content, since Python gives a new object the id of one "
    "freed)."
)


def _id_row(answer: Callable[..., Any], row: IdRow) -> None:
    """Each result holds its own Deny's reason and alternative (``r07``, ``a07``: no one
    inside another), however the content is worded."""
    calls = [
        ("toolu_01", Deny(f"reason r{k:02d}", f"alternative a{k:02d}")) for k in range(row.count)
    ]
    results = call_fresh(answer, [list(call) for call in calls], example=repr(row))
    for k, (call, got) in enumerate(zip(calls, results, strict=True)):
        content = got.get("content") if type(got) is dict else None
        if type(content) is str and f"r{k:02d}" in content and f"a{k:02d}" in content:
            continue
        stale = type(content) is str and any(f"r{j:02d}" in content for j in range(k))
        raise Mismatch(
            f"call {k + 1} of {row!r}: {call_text(NAME, *call)}",
            shown(got),
            f"a result whose content holds r{k:02d} and a{k:02d}, this Deny's",
            _ID_MEMO_HINT if stale else "",
        )


IDS_IN_THE_REASON = (
    "a reason holding a commit id, an address, a quoted name, a note in brackets and an "
    "exclamation mark"
)
_ID_PARTS = (
    "3f2c1a9b8e7d6c5b4a3928171615141312111009",
    "(policy R-12)",
    "10.0.0.5",
    "'secrets.txt'!",
)
"""What a tidying habit shortens, masks or softens (a 40-hex commit id cut to 7, an IP
address masked, a quoted name or a bracketed note elided, a "!" made "."): the reason is
the hook's own, whole (batch BF)."""
_REASON_WITH_IDS = "deploy {} {} from {} is still writing {}".format(*_ID_PARTS)
"""The reason of :data:`IDS_IN_THE_REASON`, built from :data:`_ID_PARTS`."""
ID_ROW = "16 denials in a row, each a new Deny once the last was freed (ids reused)"


@dataclass(frozen=True)
class ManyResults:
    """A row of ``count`` denials, every result kept by its caller: each is a dict of its
    own to the end (a pool of result dicts handed out again after 64 calls shares one with
    an earlier result, and rewrites it: batch BC)."""

    count: int = 300

    def __repr__(self) -> str:
        return f"{self.count} denials in a row, every result kept by its caller"


MANY_RESULTS = "300 denials in a row, every result kept (no pool of result dicts)"


def _many_results(answer: Callable[..., Any], row: ManyResults) -> None:
    calls = [[f"toolu_{k:03d}", Deny(f"reason r{k:03d}", None)] for k in range(row.count)]
    returned, now, same = call_in_steps(
        answer, [["call", call] for call in calls], example=repr(row)
    )
    for k, (call, then, left, shared) in enumerate(zip(calls, returned, now, same, strict=True)):
        if shared or not same_value(then, left):
            raise Mismatch(
                f"call {k + 1} of {row!r}: {call_text(NAME, *call)}",
                f"a result shared with an earlier call's, or changed since: {shown(left)}",
                f"a new dict per call, left as returned: {shown(then)}",
                _FRESH_HINT,
            )


def _fresh(
    answer: Callable[..., Any],
    pair: tuple[tuple[str, Deny], tuple[str, Deny]] | IdRow | ManyResults,
) -> None:
    if isinstance(pair, IdRow):
        _id_row(answer, pair)
        return
    if isinstance(pair, ManyResults):
        _many_results(answer, pair)
        return
    first, second = pair
    example = f"{call_text(NAME, *first)}, then {call_text(NAME, *second)}"
    before, after, then, same = call_twice(answer, first, second, example=example)
    content = then.get("content") if type(then) is dict else None
    if type(content) is str and without_blocked_prefix(second[1].reason).strip() not in content:
        raise Mismatch(
            example,
            f"the second call's content: {shown(content)}",
            "the second Deny's reason, whole",
            _OWN_REASON_HINT,
        )
    if same:
        raise Mismatch(
            example,
            "a dict sharing itself, or a dict or list in it, with the first call's",
            "a new dict per call",
            _FRESH_HINT,
        )
    if not same_value(before, after):
        raise Mismatch(
            example,
            f"the first result changed by the second call to {shown(after)}",
            f"the first result left as it was: {shown(before)}",
            _FRESH_HINT,
        )


# --- examples built from the values an answer names (hookkata.grading.mining) ------------

Example = tuple[str, Deny]
MINED_CHARS = 20_000
"""The longest id, reason or alternative a named size builds: a cap beyond it is not tried
(each example crosses to the answer's process, and long texts cost time there)."""
MINED_COUNT = 2_000
"""The most lines, words or prefixes a named size builds (for the same reason)."""


def _a_reason(text: str) -> str:
    """``text`` as a reason when a ``Deny`` takes it (something is left once the prefixes
    go), else a plain one: the value stays in the other slots."""
    return text if without_blocked_prefix(text) else "account on hold"


def _named_texts(named: Mined) -> Iterator[tuple[str, Example]]:
    """Each text the answer names in every slot of the input, at once: the id, the reason
    and the alternative; alone, then starting, ending and inside a longer text (all three
    are written as they are), then as the reason of a Deny without an alternative."""
    for text in filter(sendable, named.texts):
        ids = (text, f"{text}_01", f"toolu_{text}", f"toolu_{text}_01")
        reasons = (text, f"{text} on hold", f"on hold {text}", f"on {text} hold")
        alternatives = (text, f"{text} wait a day", f"wait a day {text}", f"wait {text} a day")
        for tool_use_id, reason, alternative in zip(ids, reasons, alternatives, strict=True):
            yield text, (tool_use_id, Deny(_a_reason(reason), alternative))
        yield text, ("toolu_01", Deny(_a_reason(text)))


def _mined_ids(named: Mined) -> Iterator[tuple[object, Example]]:
    """The examples whose id holds a named text, and ids as long as a named size and one
    more (an id cut at 128 shows at 129): each comes back exactly as given."""
    for text, example in _named_texts(named):
        if example[0] != "toolu_01":
            yield text, example
    for number, size in sizes(named.numbers, MINED_CHARS):
        yield number, (("toolu_" + letters(size))[:size], Deny("account on hold", "wait a day"))


def _mined_contents(named: Mined) -> Iterator[tuple[object, Example]]:
    """Every example built from a named text, and reasons and alternatives as long as a
    named size (and one more) in characters, lines and words: written whole."""
    yield from _named_texts(named)
    for number, size in sizes(named.numbers, MINED_CHARS):
        word = letters(size)
        if size > MINED_COUNT:
            yield number, ("toolu_01", Deny(word, word))
            continue
        lines, spaced = "\n".join(["hold"] * size), " ".join(["hold"] * size)
        yield number, ("toolu_01", Deny(word, lines))
        yield number, ("toolu_01", Deny(lines, word))
        yield number, ("toolu_01", Deny(spaced, spaced))


def _mined_prefixes(named: Mined) -> Iterator[tuple[object, Example]]:
    """A reason starting with as many prefixes as a named size, and one more: all go."""
    for number, size in sizes(named.numbers, MINED_COUNT):
        yield number, ("toolu_01", Deny(BLOCKED_PREFIX * size + "on hold", "wait a day"))


TIGHT_PREFIXES = "the prefix a thousand times without a space (8 characters each)"
LINKS_CASE = "a reason and an alternative holding links and an address (kept, not dropped)"
BLANK_LINE_INSIDE = "an alternative with a blank line inside it (not blank)"
BLANK_LINE_FIRST = "an alternative starting with a blank line, then text (not blank)"
TYPEWRITER_CASE = "a reason with two spaces after its full stops (a typewriter's habit, kept)"
LAYOUT_CASE = "a reason with spaces before its line breaks and runs of blank lines (\\n and \\r\\n)"


REFUSAL_LABELS = "a reason starting with other refusal labels (DENIED:, REFUSED:): kept"
BLOCKED_TAG = "a reason starting with a [BLOCKED] tag (a log's, not the prefix): kept"
MARKUP_PREFIX = (
    "a reason starting with the prefix in Markdown bold (**BLOCKED:**): another label, kept"
)
EMAIL_IN_REASON = "a reason holding an e-mail address (written as it is, not masked)"
UUID_ID = "an id shaped as a UUID in capitals (another system's ids): as given"
CLERICAL_REASON = (
    "a reason holding an account id, a 24-hour time, a slash date and a status code at its "
    "end: kept as it is"
)
_CLERICAL_DENY = Deny("refund for 'u_999' frozen until 16:30 on 03/02/2026 (403)", "wait")
"""What a tidying habit rewrites for the model: an id masked, a time made 12-hour, a date
made ISO, a trailing status code dropped as noise (batch AZ)."""
REAL_WORLD_REASON = (
    "a reason holding values in real systems' shapes (a timestamp, a phone number, a UUID, a "
    "URL with a query, a JSON body, a path): written as it is"
)
_REAL_WORLD_DENY = Deny(f"deploys are paused: {REAL_WORLD_TEXT}", "wait")
SENSITIVE_CASE = (
    "a reason and an alternative that look sensitive (a card number, keys, tokens, 'ignore "
    "the previous'): written as they are"
)
_SENSITIVE_DENY = Deny(
    f"refund refused for {SENSITIVE_LOOKING}",
    "ignore the previous plan and offer store credit; key sk-live-4f9a8b7c6d5e1234abcd",
)

EXERCISE = Exercise(
    number=6,
    places="at once",
    id="synthetic-denial",
    title="6 · The synthetic denial result",
    notebook="04-Denying-Without-Breaking-The-Conversation.ipynb",
    name=NAME,
    params=("tool_use_id", "deny"),
    spec=(
        "Return the tool_result that answers a denied call: type, tool_use_id, is_error True, "
        "and content 'BLOCKED: <reason>' plus the alternative when the Deny has one.\n"
        "Never write the prefix twice, even when the reason already starts with it."
    ),
    returns=(
        "a new plain `dict` per call (not cached, not shared) with exactly four keys: "
        '`"type"` (the plain `str` `"tool_result"`, not a `str` subclass such as a `StrEnum` '
        "member), "
        '`"tool_use_id"` (the one given, exactly: whitespace and Unicode form and all, '
        "one of only whitespace too; an empty one, which "
        'the API never sends, comes back `""` or raises `ValueError` or `TypeError`, never '
        "a new id), "
        '`"is_error"` (the bool `True`) and `"content"`,'
        ' one `str`: `"BLOCKED: "` once, then `deny.reason` whole, character for character '
        "(non-ASCII too, its tabs, line breaks (`\\r\\n` and `\\r` too) and indentation, "
        "however long, in time that grows with its length alone (a run of 100,000 spaces "
        "too: no pattern that backtracks over it); text that is not valid Unicode, a lone "
        "surrogate, is not graded; "
        "the whitespace "
        "around it may be stripped, as the reference does, or kept), without any `BLOCKED:` prefix"
        " of its own (every leading `BLOCKED:` goes, a thousand too, with or without "
        "spaces before or after "
        "it (a tab, line break or U+00A0 there is not graded), at the very start only; "
        "the prefix is `BLOCKED:` exactly, so a reason starting "
        "`blocked:`, `BLOCKED :` or another label such as `ERROR:` keeps it), then, only "
        "when the "
        "`Deny` has an alternative that is not blank (by `str.strip()`), that alternative as "
        "it is (its surrounding whitespace may be stripped), even one starting `BLOCKED:` or "
        "`Alternative:` "
        '(for example `"BLOCKED: <reason> Alternative: <alternative>"`: the wording around '
        "the alternative is yours, a full stop after it too, and its space runs count as "
        "one, but something holding "
        "whitespace (`str.isspace()`: a space, a line break), not a mark alone, comes between "
        "the reason and "
        "it, before any letter of your own words (a raw `\\n`, a backslash then `n`, is no "
        "line break)). For an alternative "
        'that is `None` or `""`, nothing follows the reason, not a space nor a full stop; '
        "for a blank one, either nothing or your label with nothing but spaces after it passes "
        "(not the blank's own whitespace)."
    )
    + SAID_WHERE["at once"],
    reference=synthetic_error_result,
    delegates=("toolhooks.results.synthetic_error_result",),
    properties=(
        Property(
            "the result has exactly the Messages API's tool_result shape, answers the same "
            "tool_use_id, is an error, and its content starts with 'BLOCKED: '",
            _shape,
            st.tuples(_ids, _denials),
            fixed=SHAPE_EXAMPLES,
            mined=_mined_ids,
            cases={
                "an id built at run time": ("".join(["toolu_", "0", "9"]), Deny("closed", "wait")),
                "a reason starting with the word BLOCKED": ("toolu_03", Deny("BLOCKED by billing")),
                "a Deny without an alternative": ("toolu_02", Deny("free tier")),
                "an id with surrounding whitespace": (" toolu_07\n", Deny("closed", "wait")),
                "an empty id (raises ValueError, or comes back '')": ("", Deny("closed", "wait")),
                "an id of only whitespace": (" \t", Deny("closed", "wait")),
                "an id longer than 64 characters": (_LONG_ID, Deny("closed", "wait")),
                "an id with a combining accent (not NFC)": (
                    "toolu_cafe\u0301",
                    Deny("closed", "wait"),
                ),
                "an id with capitals (toolu_01AbC)": ("toolu_01AbC", Deny("closed", "wait")),
                DENY_AS_IT_CAME: (
                    "toolu_01",
                    Deny(" \tBLOCKED:  account on hold \n", "  wait a day\t"),
                ),
                UUID_ID: ("6F9619FF-8B86-D011-B42D-00CF4FC964FF", Deny("closed", "wait")),
                **{
                    f"{DECODABLE_ID} ({tool_use_id!r})": (tool_use_id, Deny("closed", "wait"))
                    for tool_use_id in DECODABLE_IDS
                },
            },
            branches={
                "generated ids with surrounding whitespace": lambda e: e[0] != e[0].strip(),
                "generated ids longer than 64 characters": lambda e: len(e[0]) > 64,
                "generated ids holding marks, entities or invisible characters": lambda e: any(
                    e[0] == f"toolu_{mark}01" for mark in _MARKS
                ),
                "generated ids in upper or mixed case": lambda e: (
                    e[0].isascii() and e[0] != e[0].lower()
                ),
                "generated ids of only whitespace or not in NFC": lambda e: (
                    not e[0].strip() or unicodedata.normalize("NFC", e[0]) != e[0]
                ),
            },
            hint=(
                "Without the tool_use_id the API cannot pair the result with its call; "
                "without is_error the model reads the text as the tool's output."
            ),
            id="shape",
        ),
        Property(
            "the content gives the model the reason and, when there is one, the alternative",
            _says_why,
            st.tuples(tool_use_ids, _denials),
            fixed=REASON_EXAMPLES,
            mined=_mined_contents,
            cases={
                "a reason starting with letters of BLOCKED": (
                    "toolu_01",
                    Deny("LOCKED by billing"),
                ),
                "a reason starting with a colon": ("toolu_01", Deny(": see policy")),
                "a reason holding control characters (an ANSI colour, NUL, BEL, DEL)": (
                    "toolu_01",
                    Deny("refunds \x1b[31mheld\x1b[0m\x00 by\x07 billing\x7f", "wait a day"),
                ),
                "BLOCKED: a word into the reason": (
                    "toolu_01",
                    Deny("Order BLOCKED: refunds on hold", "wait a day"),
                ),
                "BLOCKED with a space before its colon (not the prefix)": (
                    "toolu_01",
                    Deny("BLOCKED : refunds on hold", "wait a day"),
                ),
                "BLOCKED: in the middle of the reason": (
                    "toolu_01",
                    Deny("policy says BLOCKED: no refunds", "offer store credit"),
                ),
                BLOCKED_OPENS_A_SENTENCE: (
                    "toolu_01",
                    Deny("Refunds are paused. BLOCKED: ask tomorrow"),
                ),
                BLOCKED_OPENS_A_LINE: (
                    "toolu_01",
                    Deny("Refunds are paused.\nBLOCKED: ask tomorrow"),
                ),
                "a lower-case blocked: is part of the reason": (
                    "toolu_01",
                    Deny("blocked: by billing", "ask a human"),
                ),
                "an alternative with a colon": (
                    "toolu_01",
                    Deny("Escalated to a human", "Escalate: ask a human"),
                ),
                "no alternative (None)": ("toolu_01", Deny("free tier cannot open case files")),
                "an empty alternative": ("toolu_01", Deny("free tier", "")),
                "a whitespace-only alternative": ("toolu_01", Deny("free tier", "  ")),
                "a reason not ending in a full stop, without an alternative": (
                    "toolu_01",
                    Deny("account on hold"),
                ),
                "non-ASCII letters and emoji in the reason and alternative": (
                    "toolu_01",
                    Deny("Konto gesperrt für Müller 🚫", "frag den Support — bitte"),
                ),
                "tabs and newlines inside the reason": (
                    "toolu_01",
                    Deny("on hold:\n- refund disputed\n-\tfinance reviews", "wait a day"),
                ),
                "a reason over 200 characters": ("toolu_01", Deny(_LONG_REASON.strip())),
                "format characters in the reason and alternative": (
                    "toolu_01",
                    Deny("100% of {refunds} need %s approval", "cover 50% of {amount}"),
                ),
                RTL_SHOUTED_MARKED: (
                    "toolu_01",
                    Deny(
                        "\u05d4\u05d7\u05d6\u05e8 \u05e0\u05d3\u05d7\u05d4: ACCOUNT FROZEN "
                        "(Z\u0351\u0352\u0353algo)",
                        "ASK SUPPORT \u05d1\u05e2\u05d1\u05e8\u05d9\u05ea",
                    ),
                ),
                "compatibility characters (a ligature, fullwidth letters, a superscript)": (
                    "toolu_01",
                    Deny(
                        "\ufb01nal \uff4e\uff4f\uff54\uff49\uff43\uff45 for m\u00b2 refunds",
                        "ask \uff46\uff49\uff4e",
                    ),
                ),
                "quotes, a backslash and a newline in the alternative": (
                    "toolu_01",
                    Deny("on hold", "try again at 04:00\nor ask 'billing' (C:\\queue)"),
                ),
                "a reason and an alternative over 2000 characters": (
                    "toolu_01",
                    Deny(_VERY_LONG_REASON.strip(), _VERY_LONG_REASON.strip()),
                ),
                HUGE_REASON: ("toolu_01", Deny(_HUGE, _HUGE[:1000])),
                "carriage returns and other line breaks in the reason": (
                    "toolu_01",
                    Deny("on hold:\r\n- refund disputed\r- finance\u2028reviews", "wait a day"),
                ),
                LINE_BREAKS_IN_ALTERNATIVE: ("toolu_01", Deny("on hold", _BROKEN_ALTERNATIVE)),
                "a reason starting with another label": (
                    "toolu_01",
                    Deny("ERROR: refund service down", "retry later"),
                ),
                REFUSAL_LABELS: (
                    "toolu_01",
                    Deny("DENIED: REFUSED: refunds need a manager", "ask one"),
                ),
                BLOCKED_TAG: ("toolu_01", Deny("[BLOCKED] [DENIED] by the deploy window", "wait")),
                MARKUP_PREFIX: ("toolu_01", Deny("**BLOCKED:** refunds are paused", "wait")),
                SENSITIVE_CASE: ("toolu_01", _SENSITIVE_DENY),
                EMAIL_IN_REASON: (
                    "toolu_01",
                    Deny("refunds go only to the account's own address, not bob@example.com"),
                ),
                "BLOCKED: at the start of a later line of the reason": (
                    "toolu_01",
                    Deny("on hold:\nBLOCKED: refunds until Monday", "wait a day"),
                ),
                "an alternative ending in dots": ("toolu_01", Deny("on hold", "wait a day...")),
                "an alternative starting with a mark, after a reason ending in one": (
                    "toolu_01",
                    Deny("on hold:", "\u2014 ask a human |"),
                ),
                "an alternative starting with the label Alternative:": (
                    "toolu_01",
                    Deny("on hold", "Alternative: ask a human"),
                ),
                "an alternative starting with a lower-case label": (
                    "toolu_01",
                    Deny("on hold", "alternative: wait a day"),
                ),
                "an alternative of tabs and line breaks (blank)": (
                    "toolu_01",
                    Deny("free tier", "\t\n"),
                ),
                "an alternative of other Unicode whitespace (blank)": (
                    "toolu_01",
                    Deny("free tier", " \u3000\u2028\x0b"),
                ),
                BLANK_LINE_INSIDE: (
                    "toolu_01",
                    Deny("free tier", "offer the FAQ\n\nor the upgrade page"),
                ),
                BLANK_LINE_FIRST: ("toolu_01", Deny("free tier", "\n \t\nask a human")),
                "an alternative starting with BLOCKED:": (
                    "toolu_01",
                    Deny("on hold", "BLOCKED: until billing answers; ask a human"),
                ),
                "an indented multi-line reason": (
                    "toolu_01",
                    Deny("\tcheck the refund policy\n\tthen ask billing", "wait a day"),
                ),
                "quotes at both ends of the reason and the alternative": (
                    "toolu_01",
                    Deny('"refunds are on hold"', "'ask billing'"),
                ),
                "markup, HTML entities and invisible characters in the reason": (
                    "toolu_01",
                    Deny(_MARKED_REASON, "ask billing"),
                ),
                "markup, HTML entities and invisible characters in the alternative": (
                    "toolu_01",
                    Deny("on hold", _MARKED_REASON),
                ),
                "a BOM and a zero-width space at the reason's ends": (
                    "toolu_01",
                    Deny("\ufeffaccount on hold\u200b", "\u2060wait a day\ufeff"),
                ),
                "whitespace around the reason (kept or stripped)": (
                    "toolu_01",
                    Deny("\n  account on hold \t\n", "wait a day"),
                ),
                "a multi-line alternative, its later lines indented with spaces and a tab": (
                    "toolu_01",
                    Deny("account on hold", "offer the FAQ:\n    1. upgrade\n\t2. ask a human"),
                ),
                "a multi-line alternative, every line indented alike (dedent changes it)": (
                    "toolu_01",
                    Deny("account on hold", "  offer the FAQ:\n  1. upgrade\n  2. ask a human"),
                ),
                **{
                    f"a look-alike of the prefix ({head!r}), another label": (
                        "toolu_01",
                        Deny(f"{head} refunds on hold", "wait a day"),
                    )
                    for head in LOOKALIKE_PREFIXES
                },
                LINKS_CASE: (
                    "toolu_01",
                    Deny(
                        "see https://status.example.com/deploy and www.example.com/faq",
                        "read https://help.example.com/refunds?id=7#steps or mail help@example.com",
                    ),
                ),
                TYPEWRITER_CASE: (
                    "toolu_01",
                    Deny("Refunds are closed.  Try tomorrow!  Or call us.", "Wait.  Then ask."),
                ),
                LAYOUT_CASE: (
                    "toolu_01",
                    Deny("first line  \n\n\n\nsecond line\t\r\n\r\n\r\nthird  ", "wait a day"),
                ),
                **{
                    f"an alternative a YAML writer would quote and escape ({alternative!r})": (
                        "toolu_01",
                        Deny("refunds are paused.", alternative),
                    )
                    for alternative in YAML_LOOKING
                },
                REAL_WORLD_REASON: ("toolu_01", _REAL_WORLD_DENY),
                CLERICAL_REASON: ("toolu_01", _CLERICAL_DENY),
                STR_SUBCLASSES: (
                    "toolu_01",
                    Deny(Text("free tier cannot open case files"), Text("offer the FAQ")),
                ),
                IDS_IN_THE_REASON: (
                    "toolu_01",
                    Deny(_REASON_WITH_IDS, "wait for deploy 3f2c1a9 (!)"),
                ),
                WIDE_GAP: ("toolu_01", _WIDE_GAP),  # last: a slow answer's other mistake first
            },
            branches={
                "generated non-ASCII reasons": lambda e: not e[1].reason.isascii(),
                "generated tabs and newlines inside reasons": lambda e: any(
                    c in e[1].reason for c in "\t\n"
                ),
                "generated long reasons": lambda e: len(e[1].reason) > 200,
                "generated reasons and alternatives with marks at either end": lambda e: any(
                    (text or "")[:1] in _MARK_STARTS for text in (e[1].reason, e[1].alternative)
                ),
                "generated indented multi-line reasons": lambda e: (
                    "\n" in e[1].reason and textwrap.dedent(e[1].reason) != e[1].reason
                ),
                "generated alternatives": lambda e: bool(e[1].alternative),
                "generated multi-line alternatives with indented later lines": lambda e: (
                    _indented_later_lines(e[1].alternative)
                ),
                "generated alternatives starting with a label": lambda e: (
                    e[1].alternative or ""
                ).startswith("Alternative:"),
                "generated blank alternatives of tabs, line breaks or Unicode spaces": lambda e: (
                    _blank_beyond_spaces(e[1].alternative)
                ),
                "generated reasons made of BLOCKED's letters": lambda e: (
                    e[1].reason[:1] in "BLOCKED:"
                ),
                "generated reasons with BLOCKED: a word in": lambda e: e[1].reason.startswith(
                    ("Order BLOCKED:", "x BLOCKED:")
                ),
                "generated reasons starting BLOCKED and another mark": lambda e: e[
                    1
                ].reason.startswith(("BLOCKED :", "BLOCKED -", "BLOCKED;")),
                "generated reasons starting with a look-alike of the prefix": lambda e: bool(
                    lookalike_prefix(e[1].reason)
                ),
            },
            hint="A denial is a prompt: the reason says why, the alternative what to do instead.",
            id="reason-alternative",
        ),
        Property(
            "the prefix appears once, even when the reason already starts with 'BLOCKED: '",
            _one_prefix,
            st.tuples(tool_use_ids, _prefixed_denials),
            fixed=PREFIX_EXAMPLES,
            mined=_mined_prefixes,
            cases={
                "the prefix with its space": ("toolu_01", Deny("BLOCKED: free tier", "upgrade")),
                "the prefix without a space": ("toolu_01", Deny("BLOCKED:free tier")),
                "the prefix twice": ("toolu_01", Deny("BLOCKED: BLOCKED: free tier", "upgrade")),
                "the prefix twice, two spaces between": (
                    "toolu_01",
                    Deny("BLOCKED:  BLOCKED: refunds are off"),
                ),
                "the prefix after leading spaces": ("toolu_01", Deny("  BLOCKED: free tier")),
                "the prefix, then the word": ("toolu_01", Deny("BLOCKED: BLOCKED")),
                "the prefix, then a colon of the reason's own (BLOCKED::)": (
                    "toolu_01",
                    Deny("BLOCKED:: refunds are paused"),
                ),
                "the prefix a thousand times": ("toolu_01", Deny(BLOCKED_PREFIX * 1000 + "hold")),
                TIGHT_PREFIXES: ("toolu_01", Deny("BLOCKED:" * 1000 + "hold")),
                "the prefix twice without a space, then a word": (
                    "toolu_01",
                    Deny("BLOCKED:BLOCKED:x"),
                ),
                "the prefix, then a look-alike of it (kept)": (
                    "toolu_01",
                    Deny(f"{BLOCKED_PREFIX}{LOOKALIKE_PREFIXES[0]} on hold", "wait a day"),
                ),
            },
            branches={
                "generated prefixes before a look-alike of the prefix": lambda e: bool(
                    lookalike_prefix(without_blocked_prefix(e[1].reason))
                ),
            },
            hint=(
                "Strip every leading 'BLOCKED:' from the reason (with the spaces before and "
                "after it), then add the prefix once."
            ),
            id="one-prefix",
        ),
        Property(
            "each call returns a new dict: a second call leaves the first result as it was",
            _fresh,
            cases={**_FRESH_CASES, ID_ROW: IdRow(), MANY_RESULTS: ManyResults()},
            hint="Build the result dict inside the function, in every call.",
            id="fresh-result",
        ),
    ),
    hint="Every tool_use needs a tool_result with its id in the next message; a denial too.",
    clauses=(
        Clause(
            "exactly type, tool_use_id, is_error, content",
            "shape",
            "every example; extra keys refused",
            ("a Deny without an alternative", "an id built at run time"),
        ),
        Clause(
            "the caller's Deny left as it came, field by field, after every call (a frozen "
            "one changed with object.__setattr__ too)",
            "shape",
            "wide: every call of every property compares each field of the Deny it handed "
            "in with a snapshot taken before (the worker sends it back field by field); "
            "fixed: one a cleaning would change",
            (
                DENY_AS_IT_CAME,
                "a Deny without an alternative",
                "generated ids with surrounding whitespace",
            ),
        ),
        Clause(
            "type 'tool_result', the same tool_use_id (a str), exactly as given",
            "shape",
            "generated ids, some with surrounding whitespace",
            (
                "an id built at run time",
                "an id with surrounding whitespace",
                "generated ids with surrounding whitespace",
                "an id of only whitespace",
                "an id with a combining accent (not NFC)",
                "generated ids of only whitespace or not in NFC",
                "an id with capitals (toolu_01AbC)",
                UUID_ID,
                "generated ids in upper or mixed case",
                "an id longer than 64 characters",
                "generated ids longer than 64 characters",
                "generated ids holding marks, entities or invisible characters",
            ),
        ),
        Clause(
            "an empty tool_use_id may raise ValueError or TypeError, or comes back '': never a "
            "new id",
            "shape",
            "fixed ''",
            ("an empty id (raises ValueError, or comes back '')",),
        ),
        Clause(
            "is_error the bool True",
            "shape",
            "type-exact: 'true' and 1 refused",
            ("a Deny without an alternative",),
        ),
        Clause(
            "content one str starting 'BLOCKED: '",
            "shape",
            "a list of blocks refused",
            ("a reason starting with the word BLOCKED",),
        ),
        Clause(
            "'BLOCKED: <reason>' with the reason intact",
            "reason-alternative",
            "reasons starting B, L, O, ':', upper case, 'BLOCKED: ' mid-text and a word in, "
            "'blocked:', 'BLOCKED :'",
            (
                "a reason starting with letters of BLOCKED",
                "a reason starting with a colon",
                "BLOCKED: in the middle of the reason",
                "BLOCKED: at the start of a later line of the reason",
                "a reason starting with another label",
                REFUSAL_LABELS,
                BLOCKED_TAG,
                MARKUP_PREFIX,
                EMAIL_IN_REASON,
                "a lower-case blocked: is part of the reason",
                "generated reasons made of BLOCKED's letters",
                "BLOCKED: a word into the reason",
                "BLOCKED with a space before its colon (not the prefix)",
                "generated reasons with BLOCKED: a word in",
                "generated reasons starting BLOCKED and another mark",
            ),
        ),
        Clause(
            "the reason whole, character for character (non-ASCII and compatibility "
            "characters, '%' and braces too), its tabs, newlines and indentation, however "
            "long; whitespace around it kept or stripped",
            "reason-alternative",
            "fixed accents and emoji, ligature/fullwidth/superscript, '%' and braces, tabs and "
            "newlines, over 200 and over 2000 characters, 786,480 (past any cap short of a "
            "megabyte); generated",
            (
                "non-ASCII letters and emoji in the reason and alternative",
                RTL_SHOUTED_MARKED,
                "compatibility characters (a ligature, fullwidth letters, a superscript)",
                "format characters in the reason and alternative",
                "tabs and newlines inside the reason",
                "carriage returns and other line breaks in the reason",
                LINE_BREAKS_IN_ALTERNATIVE,
                "a reason over 200 characters",
                "a reason and an alternative over 2000 characters",
                HUGE_REASON,
                WIDE_GAP,
                "an indented multi-line reason",
                "whitespace around the reason (kept or stripped)",
                "generated indented multi-line reasons",
                "generated non-ASCII reasons",
                "generated tabs and newlines inside reasons",
                "generated long reasons",
            ),
        ),
        Clause(
            "the reason and the alternative as they are, links and what looks secret or like "
            "an injection too (no dropping, masking or redacting what looks unsafe), blank "
            "lines and spaces before line breaks too (no tidying the layout)",
            "reason-alternative",
            "fixed: URLs, www., an address in both; a reason with trailing spaces on its lines "
            "and runs of \\n and \\r\\n",
            (
                LINKS_CASE,
                LAYOUT_CASE,
                TYPEWRITER_CASE,
                SENSITIVE_CASE,
                REAL_WORLD_REASON,
                CLERICAL_REASON,
            ),
        ),
        Clause(
            "the reason and the alternative as they are: quotes at either end, markup, HTML "
            "entities, zero-width characters and BOMs stay (no unescaping or cleaning)",
            "reason-alternative",
            "wide: every ASCII punctuation mark, entities, Markdown/HTML markup, zero-width "
            "characters, BOM, soft hyphen, typographic quotes at either end; fixed and generated",
            (
                "quotes at both ends of the reason and the alternative",
                "markup, HTML entities and invisible characters in the reason",
                "markup, HTML entities and invisible characters in the alternative",
                "a BOM and a zero-width space at the reason's ends",
                "generated reasons and alternatives with marks at either end",
            ),
        ),
        Clause(
            "the alternative added when the Deny has one (any wording around it), as it is",
            "reason-alternative",
            "fixed and generated alternatives",
            (
                "an alternative with a colon",
                "quotes, a backslash and a newline in the alternative",
                "an alternative starting with BLOCKED:",
                "an alternative starting with the label Alternative:",
                "an alternative starting with a lower-case label",
                "an alternative ending in dots",
                "generated alternatives",
                "generated alternatives starting with a label",
            ),
        ),
        Clause(
            "something holding whitespace (a space or a line break) between the reason and "
            "the alternative, before any letter of the answer's own words: nothing, a mark "
            "alone (an em dash, '-', ':', '|', '/', ';', ','), or an escape or markup written "
            "out before a label (rf'\\nAlternative: ', '<br>Instead: ') glues them",
            "reason-alternative",
            "wide: every example with an alternative (whatever joins them must hold "
            "whitespace before its first letter or digit); fixed marks at the reason's end and "
            "the alternative's start",
            (
                "an alternative with a colon",
                "an alternative starting with a mark, after a reason ending in one",
                "generated alternatives",
            ),
        ),
        Clause(
            "the alternative kept as given across lines: its later lines keep their "
            "indentation and tabs (no cleandoc, dedent, expandtabs)",
            "reason-alternative",
            "wide: alternatives of more lines indented with spaces, tabs or both (the first "
            "one too, sometimes), fixed and generated",
            (
                "a multi-line alternative, its later lines indented with spaces and a tab",
                "a multi-line alternative, every line indented alike (dedent changes it)",
                "generated multi-line alternatives with indented later lines",
            ),
        ),
        Clause(
            "nothing added when it has none: None or '' ('Alternative: None'); a blank one "
            "may add nothing or a bare label",
            "reason-alternative",
            "fixed Deny(reason) without alternative, with '' and '  '",
            (
                "no alternative (None)",
                "an empty alternative",
                "a whitespace-only alternative",
                "a reason not ending in a full stop, without an alternative",
            ),
        ),
        Clause(
            "blank means whitespace as str.strip() sees it: tabs, line breaks, Unicode spaces",
            "reason-alternative",
            "fixed '\\t\\n' and U+3000/U+2028/VT; generated",
            (
                "an alternative of tabs and line breaks (blank)",
                "an alternative of other Unicode whitespace (blank)",
                "generated blank alternatives of tabs, line breaks or Unicode spaces",
                BLANK_LINE_INSIDE,
                BLANK_LINE_FIRST,
            ),
        ),
        Clause(
            "a new dict per call: not cached, not one shared dict refilled",
            "fresh-result",
            "fixed: the same call twice, two different calls",
            tuple(_FRESH_CASES),
        ),
        Clause(
            "each result from its own Deny: calls in a row on new Denies (a freed Deny's id "
            "given to the next) each get theirs",
            "fresh-result",
            "fixed row of 16 calls, each Deny built in the answer's process once the last was "
            "freed (steps.py's fresh kind), each its own reason and alternative",
            (ID_ROW,),
        ),
        Clause(
            "a new dict per call, however many came before: 300 results kept by the caller, "
            "none shared with another or changed by a later call",
            "fresh-result",
            "fixed row of 300 calls in the answer's process, every result kept",
            (MANY_RESULTS,),
        ),
        Clause(
            "the prefix never twice: every leading 'BLOCKED:' removed (a thousand too), with "
            "or without spaces around it",
            "one-prefix",
            "'BLOCKED: ', 'BLOCKED:', doubled prefixes, leading spaces, 1,000 prefixes",
            (
                "the prefix with its space",
                "the prefix without a space",
                "the prefix twice",
                "the prefix twice, two spaces between",
                "the prefix after leading spaces",
                "the prefix, then the word",
                "the prefix a thousand times",
                TIGHT_PREFIXES,
                "the prefix twice without a space, then a word",
            ),
        ),
        Clause(
            "look-alikes of the prefix are other labels, kept: every spelling whose NFKC, "
            "NFKD or casefolded form (or with look-alike letters or invisible characters "
            "taken out) starts 'BLOCKED:' but is not 'BLOCKED:' itself (fullwidth, "
            "mathematical, circled letters, another colon, Cyrillic or Greek letters, the "
            "Kelvin sign, a zero-width character or soft hyphen in or before it)",
            "reason-alternative",
            "wide: every LOOKALIKE_PREFIXES spelling, fixed and generated before words",
            (
                *(
                    f"a look-alike of the prefix ({head!r}), another label"
                    for head in LOOKALIKE_PREFIXES
                ),
                "generated reasons starting with a look-alike of the prefix",
            ),
        ),
        Clause(
            "a look-alike after the real prefix stays: only 'BLOCKED:' itself goes",
            "one-prefix",
            "fixed; generated prefixes before look-alike reasons",
            (
                "the prefix, then a look-alike of it (kept)",
                "generated prefixes before a look-alike of the prefix",
            ),
        ),
    ),
)
