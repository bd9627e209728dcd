"""Exercise 3: the user-id match hook, never fooled by identity claims in the input."""

from __future__ import annotations

import dataclasses
import fnmatch
import functools
import html
import math
import posixpath
import re
import unicodedata
import urllib.parse
from collections.abc import Callable, Iterator, Mapping
from datetime import datetime, timezone
from typing import Any

from hypothesis import strategies as st

from hookkata.exercises.strategies import (
    NON_ACCOUNT_TOOLS,
    calls,
    contexts,
    identity_claims,
    json_objects,
    timestamps,
    tool_use_ids,
    user_ids,
)
from hookkata.exercises.wide_classes import (
    ANSI_ESCAPE,
    ATTRIBUTE_TOOL_NAMES,
    CONTROL_CHARACTERS,
    EDGE_DAYS,
    EXEMPTION_CLAIMS,
    LINE_BREAKS,
    NON_LATIN_CONTEXT,
    PATTERN_TOOL_NAMES,
    READ_AS_LATIN,
    REAL_WORLD_VALUES,
    SETTINGS_LOOKING_ATTRIBUTES,
    SPREAD_INTO_FORMAT,
    TERMINAL_ESCAPES,
    context_shaped,
    other_names_than,
    spread_into_format,
    tidied_forms,
    with_folded_away,
    without_attributes,
)
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.expect import (
    denied_despite_claims,
    denies,
    describe,
    expect_allowed,
    expect_each_in_a_row,
    memo_across_sessions_hint,
)
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import AnswerCrashed, FreshRow, Mismatch, call_answer
from toolhooks import HookContext, ToolCall
from toolhooks.errors import ContextError
from toolhooks.examples.rules import ACCOUNT_TOOLS, SameUserOnly
from toolhooks.testing import DEFAULT_NOW

NAME = "same_user_hook"
_ACCOUNT = tuple(sorted(ACCOUNT_TOOLS))

reference = SameUserOnly()


def _lookalikes(own: str) -> list[Any]:
    """Ids that are not ``own`` but look like it: None, another case, a longer id, spaces,
    a non-ASCII letter more, and the number a digit-only id spells (4 is not "4")."""
    near: list[Any] = [None, own.upper(), own + "5", own[:-1], f" {own}", f"{own} "]
    near.append(f"{own[:1]}\u00eb{own[1:]}")  # the same ASCII letters, one more that is not
    if own.isdigit():
        near.append(int(own))
    near.extend(_dressed(own))
    near.extend(_encoded(own))
    near.extend(_json_shapes(own))
    near.extend(_escape_like(own))
    near.extend(_path_like(own))
    near.extend(respelled(own))
    near.extend(line_broken(own))
    return [value for value in near if value != own and value != ""]


def _encoded(own: str) -> list[str]:
    """``own`` with characters escaped as markup or a URL would (a decimal or hex HTML
    entity, every character as one, a %-escape): another id, which only an unescaping hook
    takes for ``own``."""
    first, last = own[:1], own[-1:]
    return [
        f"&#{ord(first)};{own[1:]}",
        f"{own[:-1]}&#x{ord(last):x};",
        "".join(f"&#{ord(char):04d};" for char in own),
        "".join(f"%{byte:02X}" for byte in first.encode()) + own[1:],
    ]


def respelled(own: str) -> list[str]:
    """``own`` spelled another way that a hook canonicalising ids reads as ``own``: its
    separators changed or dropped (``u-004``, ``u.004``, ``u004``), its letter prefix
    dropped (``004``), the zeros before its number dropped (``u_4``): each another id
    (batch AL)."""
    spelled = [re.sub(r"[\W_]+", mark, own) for mark in ("-", ".", "")]
    prefixed = re.fullmatch(r"[A-Za-z]+[\W_]+(.+)", own)
    if prefixed:
        spelled.append(prefixed.group(1))
    spelled.append(_LEADING_ZEROS.sub("", own))
    return [text for text in dict.fromkeys(spelled) if text and text != own]


_LEADING_ZEROS = re.compile(r"(?<!\d)0+(?=\d)")


def _canonical(text: str) -> str:
    """``text`` without separators or the zeros before a number: what a respelling hook
    compares (:func:`respelled`)."""
    return _LEADING_ZEROS.sub("", re.sub(r"[\W_]", "", text))


ESCAPE_LIKE = (
    *("\\", "\\x4", "\\u00", "\\N{", "%", "%s", "%(user_id)s", "{0}", "{", "\\n"),
    *("$1", "$x", "${user_id}"),
)
"""Fragments that read as escapes or placeholders to a decoder or a formatter (a trailing
backslash, a cut ``\\x``/``\\u``/``\\N{`` escape, ``%``, braces, a ``string.Template``'s
``$``): in an id they are text like any other, so the call is denied without a crash (batch
K decoded ``unicode_escape``; batch AO filled a ``Template``)."""


PATH_LIKE = (
    "./{}",
    "{}/.",
    "{}/",
    ".//{}",
    "x/../{}",
    "{}/./",
    "{}/x/..",
    "{}//",
    "/{}",
    "{}%2F",
    "file:{}",
    "file:///{}",
    "{}#x",
    "{}?x",
    "{};x",
    "{}?",
    "{}#",
)
"""Path and URL spellings of an id (``./``, ``/.``, a trailing ``/``, ``..``, a
``file:`` scheme, a fragment, a query, parameters): each is another string, so another
user; only a hook that reads ids as paths or URLs (``os.path.normpath``, ``urlparse``)
takes them for the session's own (batch L normalised them as paths)."""


def _path_like(own: str) -> list[str]:
    """``own`` in every spelling of :data:`PATH_LIKE`: someone else."""
    return [spelling.format(own) for spelling in PATH_LIKE]


def _path_readings(asked: str) -> set[str]:
    """What ``asked`` becomes read as a path or a URL (normalised, unquoted, its path
    part alone, a leading ``/`` dropped): a path-reading hook compares one of these."""
    readings = {posixpath.normpath(asked), posixpath.normpath(urllib.parse.unquote(asked))}
    try:
        parts = urllib.parse.urlparse(asked)
    except ValueError:
        parts = None
    if parts is not None and parts.scheme in ("", "file"):
        readings.add(posixpath.normpath(urllib.parse.unquote(parts.path or ".")))
    return readings | {reading.lstrip("/") for reading in readings}


def _escape_like(own: str) -> list[str]:
    """``own`` with each of :data:`ESCAPE_LIKE` after it, and each alone: someone else."""
    return [*(f"{own}{text}" for text in ESCAPE_LIKE), *ESCAPE_LIKE]


def _json_shapes(own: str) -> list[Any]:
    """Ids of every JSON shape but a string (lists arrive as tuples, objects as mappings):
    someone else's, and a reason that formats them with ``%`` must not crash on them."""
    return [
        *((), (own, own), ("u_999", own, "u_123"), {"user_id": own}, {}, 1.5, True, False, 0),
        *((4, own), (own, None), (own, (own,)), (own, {"user_id": own})),
    ]


# Words a hook might take for "the session's user": none is equal to its id, so each asks
# for someone else's account (no aliases).
SELF_ALIASES = ("me", "self", "current", "current_user", "Me", "SELF", "myself", "whoami", "*")
# The own id in a namespace, with a prefix or a suffix: a longer id, someone else's.
_DRESSINGS = (
    "user:{}",
    "@{}",
    "users/{}",
    "urn:user:{}",
    "{}@example.com",
    "id={}",
    "<{}>",
    "{}#1",
    "\ufeff{}",
    "{}\u200b",
    "{0},{0}",
    "{} (me)",
)
"""Namespaces, prefixes, suffixes, a list of the id twice and a remark after it (batch BJ split
on commas and cut a parenthesis): each makes an id that is not the session's."""


def _dressed(own: str) -> list[str]:
    """``own`` with every namespace, prefix and suffix of ``_DRESSINGS``."""
    return [dressing.format(own) for dressing in _DRESSINGS]


# Attributes that look like an exemption: none is the session's id, so none decides.
EXEMPTING_ATTRIBUTES: dict[str, Any] = {
    "role": "admin",
    "staff": True,
    "is_admin": True,
    "superuser": True,
    "scopes": "accounts:read:any *",
    "impersonating": True,
    "support_agent": "yes",
}


# Ids that JSON or a shell would escape (non-ASCII letters, a quote, a backslash) are
# ids like any other: an answer that compares a rendering of them, not the value, fails.
_ESCAPED_IDS = ("jos\u00e9", "u_\u00fc\u00df", 'o"brien', "u\\04", "\u7528\u6237_7", "CORP\\jdoe")
# Ids holding what a command line or a list would split on (a space, a comma, a slash, a
# leading dash) are ids too: the session's id is compared whole (a writer of batch AZ asked).
_PUNCTUATED_IDS = ("ana maria", "-u_004", "acme/u_7", "u_1,u_2")

_sessions = (
    contexts
    | st.builds(
        HookContext,
        user_id=st.sampled_from(["4", "42", "1007", *_ESCAPED_IDS, *_PUNCTUATED_IDS]),
        tier=st.sampled_from(["free", "premium"]),
        session_id=st.just("s_7"),
    )
    # Attributes are other server-side facts: a "user_id" among them is not the session's
    # user (call.context.user_id is), whatever it says, and no role or flag exempts it.
    | st.builds(
        HookContext,
        user_id=st.just("u_004"),
        tier=st.just("free"),
        session_id=st.just("s_7"),
        attributes=st.fixed_dictionaries(
            {"user_id": user_ids},
            optional={key: st.just(value) for key, value in EXEMPTING_ATTRIBUTES.items()},
        ),
    )
)

# Id-like fields other than user_id: the hook compares user_id only, so their values,
# whoever they name, change nothing.
_OTHER_ID_FIELDS = ("customer_id", "account_id", "target_user_id", "session_user_id")


@functools.lru_cache(maxsize=256)
def _others_than(own: str) -> st.SearchStrategy[str]:
    """Ids that are not ``own``: any id, its look-alikes, escaped ids, aliases and dressings.
    Cached per id: a strategy built anew on every draw is validated anew, which made this
    exercise's ``check()`` a fifth slower."""
    return (
        user_ids.filter(lambda u: u != own)
        | st.sampled_from(_lookalikes(own))
        | st.sampled_from(_ESCAPED_IDS).filter(lambda u: u != own)
        | st.sampled_from(SELF_ALIASES + tuple(_dressed(own)))
    )


@st.composite
def _account_calls(draw: st.DrawFn, *, own: bool) -> ToolCall:
    """A call to an account tool for the session's own user, or for someone else."""
    context = draw(_sessions)
    other = draw(_others_than(context.user_id))
    target = context.user_id if own else other
    claims = draw(identity_claims(str(other)))
    others = draw(st.sets(st.sampled_from(_OTHER_ID_FIELDS)))
    tool_input = {**claims, **dict.fromkeys(sorted(others), other), "user_id": target}
    return ToolCall(
        draw(st.sampled_from(_ACCOUNT)), draw(tool_use_ids), tool_input, context, draw(timestamps)
    )


OTHER_DIGITS = "the own id in Arabic-Indic digits (u_\u0660\u0660\u0664): another id"


def _asking(
    tool: str, asked: Any, own: str = "u_004", attributes: Any = None, **claims: Any
) -> ToolCall:
    """``tool`` asked for ``asked`` in a session of ``own`` (with ``attributes``)."""
    context = HookContext(own, "free", "s_article", attributes or {})
    return ToolCall(tool, "toolu_01", {**claims, "user_id": asked}, context, DEFAULT_NOW)


@dataclasses.dataclass(frozen=True)
class AfterAnother:
    """``call``, graded right after ``earlier``: another session's call for the same
    account, in the same process (ids no other fixed example uses, so nothing was kept
    for them before). A decision kept from the earlier call (a cache keyed
    without the session's user) answers this one wrongly."""

    earlier: ToolCall
    call: ToolCall
    hint: str = ""
    """What the case's failure says (``""``: :data:`KEPT_DECISION_HINT`)."""


KEPT_DECISION_HINT = (
    "Decide each call afresh from its own context: a decision kept from another session's "
    "call (a cache or memo keyed without call.context.user_id) answers this one wrongly."
)


def _after_another(check: Callable[[Any, ToolCall], None]) -> Callable[[Any, Any], None]:
    """``check``, which also takes an :class:`AfterAnother`: the earlier call first (what
    it returns is its own property's business), then ``check`` on the call."""

    def checked(answer: Any, example: Any) -> None:
        if not isinstance(example, AfterAnother):
            check(answer, example)
            return
        call_answer(answer, example.earlier, example=describe(example.earlier))
        try:
            check(answer, example.call)
        except Mismatch as mismatch:
            mismatch.example = f"{describe(example.earlier)}, then {mismatch.example}"
            mismatch.hint = example.hint or KEPT_DECISION_HINT
            raise

    return checked


def _article_call() -> ToolCall:
    """The article's example: u_999 asked for in a session of u_004."""
    return _asking("lookup_user", "u_999")


_CLAIMS = frozenset({"session_user", "authenticated_as", "note", "tier", "role", *_OTHER_ID_FIELDS})


def _denied(answer: Any, call: ToolCall) -> None:
    try:
        _denied_or_crashed(answer, call)
    except AnswerCrashed as crash:
        asked = call.input.get("user_id")
        # re.error crosses from the answer's process as a stand-in class of that name.
        regex_error = type(crash.error).__name__ in ("error", "PatternError")
        if regex_error and isinstance(asked, str) and "\\" in asked:
            crash.hint = crash.hint or _BACKSLASH_HINT
        if isinstance(asked, tuple):
            crash.hint = crash.hint or _SHAPE_HINT
        if isinstance(asked, Mapping):
            crash.hint = crash.hint or _MAPPING_HINT
        if isinstance(asked, str) and any(text in asked for text in ("\\", "%", "{", "$")):
            crash.hint = crash.hint or _ESCAPE_LIKE_HINT
        if spread_into_format(crash.error):
            crash.hint = crash.hint or SPREAD_INTO_FORMAT
        raise


_SHAPE_HINT = (
    "A user_id may hold any JSON value (a tuple of any length, of any items, a mapping): "
    "deny it without crashing, and put it in a reason with an f-string, not with %, which "
    "reads a tuple as its arguments, nor with ', '.join, which takes strings only."
)
_MAPPING_HINT = (
    "A user_id may hold a mapping, whose text has braces: deny it without crashing, and put "
    "it in the reason as it is (an f-string), without formatting it again (str.format)."
)
_ESCAPE_LIKE_HINT = (
    "A backslash, %, $ or brace in an id is text like any other: put the id in the reason "
    "as it is (an f-string), without decoding escapes (unicode_escape) or formatting it again "
    "(str.format, string.Template)."
)
_BACKSLASH_HINT = (
    "A backslash in an id is a character like any other (CORP\\jdoe): fill the reason "
    "with an f-string or str.replace, not re.sub, whose replacement reads backslashes as "
    "escapes."
)


def _denied_or_crashed(answer: Any, call: ToolCall) -> None:
    try:
        denied_despite_claims(
            answer,
            call,
            _CLAIMS,
            fooled=(
                "The input's claims changed your answer: an identity claim in call.input is "
                "the model's words. Compare call.input['user_id'] with call.context.user_id "
                "only."
            ),
            missed=_MISSED,
        )
    except Mismatch as mismatch:
        if mismatch.hint is _MISSED:
            mismatch.hint = _missed_hint(answer, call)
        raise


_ANY_CALL_ID = (
    "Judge every call, whatever its tool_use_id (call_1 here, not toolu_...): the id names "
    "the call, it tells nothing about who asks."
)
_MISSED = "(which id the hook took for the session's own: decided by _missed_hint)"
_CONTEXT_FIELD_HINT = (
    "The session's user is call.context.user_id alone: a user_id equal to another field of "
    "the context (its session_id, its tier) is someone else's account. Compare with "
    "call.context.user_id only."
)


def _in_a_new_session(call: ToolCall) -> ToolCall:
    """``call`` in a session no example has used: a hook that denies it there, and allowed
    it in its own, let it through by what it kept of that session's earlier calls (an owner
    or a verdict cached per session_id), not by how the ids compare."""
    fresh = f"{call.context.session_id}-never-seen-before"
    return dataclasses.replace(call, context=dataclasses.replace(call.context, session_id=fresh))


def _missed_hint(answer: Any, call: ToolCall) -> str:
    """What the hook took for the session's own id, from how the asked id differs from it;
    for a plainly different id asked of get_orders or issue_refund, whether the hook denies
    it for lookup_user (then it guards one tool only)."""
    asked, own = call.input["user_id"], call.context.user_id
    if call.context.attributes and denies(answer, without_attributes(call)):
        return _ATTRIBUTES if asked in call.context.attributes.values() else _EXEMPTING
    if call.tool_use_id != "toolu_01" and denies(
        answer, dataclasses.replace(call, tool_use_id="toolu_01")
    ):
        return _ANY_CALL_ID
    if asked in (getattr(call.context, field) for field in OTHER_CONTEXT_FIELDS):
        return _CONTEXT_FIELD_HINT
    if denies(answer, _in_a_new_session(call)):
        return KEPT_DECISION_HINT  # denied afresh: what let it through was kept from before
    near = _near_miss(asked, own)
    if near:
        return near
    if len(call.input) > 1 and denies(answer, call.with_input({"user_id": asked})):
        return _OTHER_FIELDS  # a nested id or another field took the place of user_id
    if call.tool_name != "lookup_user" and denies(
        answer, dataclasses.replace(call, tool_name="lookup_user")
    ):
        return (
            "lookup_user is not the only account tool: deny get_orders and issue_refund "
            "for another user too."
        )
    return (
        "Deny whenever call.input['user_id'] is not exactly (==) call.context.user_id, "
        "whichever id is asked for: compare with the session's id, not with a fixed one."
    )


def _after_a_separator(asked: str, own: str) -> bool:
    """Whether ``asked`` holds ``own`` right after a mark that is no letter or digit, as a
    namespace puts it (``user:u_004``, ``@u_004``): ``'4'`` inside ``'u_004'`` is not."""
    start = asked.find(own, 1)
    while start > 0:
        if not asked[start - 1].isalnum():
            return True
        start = asked.find(own, start + 1)
    return False


def _shape_name(empty: object) -> str:
    return "{} (an empty JSON object)" if isinstance(empty, Mapping) else "[] (an empty JSON array)"


def _near_miss(asked: Any, own: str) -> str:
    """The hint for an asked id that looks like ``own`` but is not it; ``""`` for any other."""
    if asked is None or asked is False:
        return (
            f"A user_id {asked!r} (JSON's {'null' if asked is None else 'false'}) is someone "
            "else's: deny it. Only a call with no 'user_id' key at all is allowed; test "
            "'user_id' in call.input on its own, then compare with ==."
        )
    if isinstance(asked, (tuple, list, Mapping)) and not asked:
        return (
            f"A user_id {_shape_name(asked)} is someone else's: deny it. Only a call with no "
            "'user_id' key at all is allowed; test 'user_id' in call.input on its own (a "
            "default such as .get('user_id', {}) equals an empty object), then compare with ==."
        )
    if isinstance(asked, (tuple, list)) and own in asked:
        return (
            f"{asked!r} holds the session's id but is a {type(asked).__name__}, not that id: "
            "someone else. Compare the value with ==, do not look inside it."
        )
    if not isinstance(asked, str):
        if isinstance(asked, float) and math.isnan(asked):
            return (
                "A NaN user_id (json.loads reads NaN) is a value, not the session's id: "
                "someone else. Deny it: compare with ==, and skip no value as malformed."
            )
        if str(asked) == own:
            return (
                f"{asked!r} is a number, not the text {own!r}: the number 4 for '4' is "
                "someone else. Compare with ==, without str()."
            )
        return ""
    return next(
        (
            hint.format(asked=asked, own=own, length=len(own))
            for holds, hint in _STRING_NEAR_MISSES
            if holds(asked, own)
        ),
        "",
    )


_ALIASES = frozenset(alias.casefold() for alias in SELF_ALIASES)


def _visible(text: str) -> str:
    """``text`` without its format characters (Unicode category Cf)."""
    return "".join(char for char in text if unicodedata.category(char) != "Cf")


_LOSSY_ENCODINGS = tuple(
    (codec, handler)
    for codec in ("latin-1", "ascii", "utf-8")
    for handler in ("replace", "backslashreplace")
)


def _as_mailbox(text: str) -> str | None:
    """The mailbox an e-mail address names, as a mail server reads it (``local+tag@Domain``
    is ``local@domain``); ``None`` for text without an ``@``."""
    local, at, domain = text.rpartition("@")
    return f"{local.split('+')[0]}@{domain.lower()}" if at and local else None


def _lossy_equal(asked: str, own: str) -> bool:
    """Whether two different ids read the same once encoded with a lossy error handler, or
    once look-alike letters of other scripts are mapped to Latin."""
    if asked == own:
        return False
    if asked.translate(READ_AS_LATIN) == own.translate(READ_AS_LATIN):
        return True
    return any(
        asked.encode(codec, handler) == own.encode(codec, handler)
        for codec, handler in _LOSSY_ENCODINGS
    )


LOSSY = {
    "ids that differ only in letters outside Latin-1 (\u7528\u6237_7, \u5ba2\u6237_7)": _asking(
        "lookup_user", "\u5ba2\u6237_7", own="\u7528\u6237_7"
    ),
    "ids that differ only in a lone surrogate": _asking("lookup_user", "u_\udc80", own="u_\udc81"),
    "a lone surrogate where the own id has a question mark": _asking(
        "get_orders", "u_\udcff", own="u_?"
    ),
    "the own id's accent spelled as an escape (jos\\xe9)": _asking(
        "get_orders", "jos\\xe9", own="jos\u00e9"
    ),
    "a look-alike letter of another script (a Cyrillic \u043e)": _asking(
        "lookup_user", "j\u043es\u00e9", own="jos\u00e9"
    ),
    **{
        f"a pattern the own id matches ({pattern!r})": _asking("get_orders", pattern)
        for pattern in ("u_*", "u_00?", "[u]_004", "*_004")
    },
    "a long non-ASCII id, whose UTF-8 bytes a cut ends inside a character": _asking(
        "lookup_user", "a" + "\u00e9" * 40 + "\u20ac" * 30
    ),
}
"""Issue 18, batch X: ids that a lossy rendering (bytes with ``errors="replace"``, escapes,
look-alike letters, a pattern) takes for the session's own, and an id too long to cut as
bytes: each is someone else, denied."""
_UUID = "0f8fad5b-d9cb-469f-a165-70867728950e"
SHAPED = {
    "an e-mail id, its domain in capitals": ("jose@example.com", "jose@Example.COM"),
    "an e-mail id with a +tag": ("jose@example.com", "jose+billing@example.com"),
    "a UUID id in capitals": (_UUID, _UUID.upper()),
    "a UUID id without its dashes": (_UUID, _UUID.replace("-", "")),
    "a phone-number id with punctuation": ("+15550100199", "+1 (555) 010-0199"),
    "a two-word id with two spaces": ("jose maria", "jose  maria"),
    "a two-word id with a tab": ("jose maria", "jose\tmaria"),
    "a two-word id with a no-break space": ("jose maria", "jose\u00a0maria"),
    "a two-word id with an ideographic space": ("jose maria", "jose\u3000maria"),
    "a Gmail id with dots in its local part": ("jose@gmail.com", "j.o.s.e@gmail.com"),
    "a ULID id in lower case": (REAL_WORLD_VALUES["ulid"], REAL_WORLD_VALUES["ulid"].lower()),
    "a URL id, its host in capitals": (
        "https://id.example.com/users/4",
        "https://ID.Example.com/users/4",
    ),
    "the own id as a chat mention (<@u_004>)": ("u_004", "<@u_004>"),
    "an e-mail id, its domain IDNA-encoded": (
        "jos\u00e9@b\u00fccher.example",
        "jos\u00e9@xn--bcher-kva.example",
    ),
}
"""Own ids of other shapes (an e-mail address, a UUID, a phone number, two words), each
asked in a spelling a habit for that shape reads as the same (a domain's case, a +tag,
dashes, punctuation, a run of whitespace; batch AW: Gmail's dots, a ULID's or a URL host's
case, a chat mention's markup, an IDNA domain): another id, denied (batch AV)."""


def _unescaped(text: str) -> str:
    """``text`` with its HTML entities and %-escapes decoded, as an unescaping hook would."""
    return urllib.parse.unquote(html.unescape(text))


def _digits_folded(text: str) -> str:
    """``text`` with every decimal digit of any script as its ASCII digit."""
    return "".join(str(unicodedata.digit(c)) if c.isdecimal() else c for c in text)


def _ascii_only(text: str) -> str:
    """``text`` without its non-ASCII characters, as ``encode("ascii", "ignore")`` drops them."""
    return text.encode("ascii", "ignore").decode()


def _unaccented(text: str) -> str:
    """``text`` with its accents stripped, as ``unidecode`` or NFKD then ASCII would."""
    return _ascii_only(unicodedata.normalize("NFKD", text))


_ATTRIBUTES = (
    "The session's user is call.context.user_id only; an id among call.context.attributes "
    "('user_id', 'delegate_for' or any other key) is another server fact, not who is asking."
)
_EXEMPTING = (
    "No attribute exempts a call (role='admin', staff=True, a scope): whatever "
    "call.context.attributes hold, only == with call.context.user_id decides."
)
_OTHER_FIELDS = (
    "Other fields of the input (customer_id, account_id) change nothing, whoever they "
    "name: compare call.input['user_id'] only."
)
_ESCAPED = (
    "An id with non-ASCII letters, a quote or a backslash is an id like any other: "
    "compare the values with ==, not a rendering of them (json.dumps, repr, encode)."
)


SESSIONS_IN_A_ROW = FreshRow(
    200,
    "sessions in a row, each of its own user, asking for its own account and another's by turns",
)
"""Sessions of a user each, each call built in the answer's process only when its turn
comes: the worker gives the new context the last one's address when the answer kept no
reference to it (:func:`~hookkata.grading.steps.recycled`), so a user or a verdict
memoised by ``id(call.context)`` is the session before's (batch AG; 200 as in exercise
13)."""


def _own_and_another_by_turns(k: int) -> ToolCall:
    own = f"u_{k:03d}"
    return _asking("lookup_user", own if k % 2 == 0 else "u_999", own=own)


_FRESH_SESSIONS = memo_across_sessions_hint("the session's user", "user or verdict")


def _own_allowed(answer: Any, call: ToolCall) -> None:
    """``expect_allowed``, with the hint the counterexample identifies: the same call
    allowed without the context's attributes, without the input's other fields, or with a
    plain id in place of one JSON escapes tells which the hook was misled by. Each call of
    a row of sessions is judged on its own."""
    if isinstance(call, FreshRow):
        expect_each_in_a_row(
            answer,
            call,
            _own_and_another_by_turns,
            _FRESH_SESSIONS,
            denied=lambda each: each.input["user_id"] != each.context.user_id,
        )
        return
    try:
        expect_allowed(answer, call)
    except Mismatch as mismatch:
        mismatch.hint = mismatch.hint or _own_hint(answer, call)
        raise


def _sanitised(text: str) -> str:
    """``text`` with what a sanitiser drops removed: terminal escapes, control characters
    (category Cc) and lone surrogates."""
    text = ANSI_ESCAPE.sub("", text)
    return "".join(
        ch for ch in text if unicodedata.category(ch) != "Cc" and not 0xD800 <= ord(ch) <= 0xDFFF
    )


_SANITISED_HINT = (
    "{asked!r} is the session's id with terminal escapes, control characters or a lone "
    "surrogate around it: another id. Compare the id as it came with ==: no stripping what "
    "a terminal or an encoding would drop."
)

# How an asked id of type str that is not the session's can still look like it, in the
# order they are tried: each test takes (asked, own) and the first that holds names the hint
# (formatted with asked, own and length, the session id's length).
_STRING_NEAR_MISSES: tuple[tuple[Callable[[str, str], bool], str], ...] = (
    (
        lambda asked, _own: asked == "",
        "An empty user_id is someone else's too: compare with ==, not by truthiness.",
    ),
    (
        lambda asked, own: "," in asked and set(asked.split(",")) == {own},
        "{asked!r} is one id holding a comma, not a list of ids: compare it whole with ==, "
        "never split it.",
    ),
    (
        lambda asked, own: (
            "".join(asked.splitlines()) == own != asked
            and (asked[:1], asked[-1:]) == (own[:1], own[-1:])
        ),  # broken inside, not dressed
        "{asked!r} is the session's id broken by a line boundary: another id. Compare the id "
        "as it came with ==: no joining its lines (str.splitlines also splits at \\x1c to "
        "\\x1e, \\x85 and U+2028).",
    ),
    (
        lambda asked, own: _sanitised(asked) == own != asked,
        _SANITISED_HINT,
    ),
    (
        lambda asked, _own: asked.casefold() in _ALIASES,
        "{asked!r} is not the session's id, so someone else: there are no aliases "
        "(me, self, current) for the session's user. Compare with == only.",
    ),
    (
        lambda asked, own: asked.lower() == own.lower(),
        "{asked!r} is another case of the session's id, so someone else: compare "
        "exactly (==), without .lower() or .casefold().",
    ),
    (
        lambda asked, own: asked.strip() == own,
        "{asked!r} has spaces the session's id has not: someone else. No .strip().",
    ),
    (
        lambda asked, own: own.strip() == asked,
        "The session's id is {own!r}, spaces and all: {asked!r} is another id. Compare "
        "with ==, stripping neither side.",
    ),
    (
        lambda asked, own: unicodedata.normalize("NFC", asked) == unicodedata.normalize("NFC", own),
        "{asked!r} is another Unicode normalisation of the same letters: another id. "
        "Compare with ==, do not normalise.",
    ),
    (
        lambda asked, own: asked.strip("\"'") == own,
        "{asked!r} is the session's id in quotes: another id, the quotes are part of it. "
        "Compare with ==, without decoding JSON or stripping quotes.",
    ),
    (
        lambda asked, own: _unescaped(asked) == own != asked,
        "{asked!r} is the session's id with an HTML entity or a %-escape: another id. "
        "Compare with ==, without html.unescape or unquote.",
    ),
    (
        lambda asked, own: own in _path_readings(asked),
        "{asked!r} spells the session's id as a path or a URL ('./', '/.', a trailing "
        "'/', '#', '?'): another id. Compare with ==, without os.path.normpath, pathlib "
        "or URL parsing.",
    ),
    (
        lambda asked, own: len(own) > 100 and asked != own and asked[:100] == own[:100],
        "the asked id and the session's id ({length} characters) are the same in their "
        "first 100 characters only: two ids. Compare them whole with ==, cut neither "
        "to a length.",
    ),
    (
        lambda asked, own: _visible(asked) == own,
        "{asked!r} holds an invisible character (a format character: a zero-width "
        "space, a soft hyphen) that the session's id {own!r} has not: another id. "
        "Compare with ==, removing no character.",
    ),
    (
        lambda asked, own: asked.splitlines()[:1] == [own],
        "{asked!r} is the session's id {own!r}, a line break and more: another id, the "
        "whole string counts. Compare with ==, not its first line (splitlines()).",
    ),
    (
        lambda asked, own: _canonical(asked) == _canonical(own),
        "{asked!r} is the session's id {own!r} spelled with other separators or without "
        "the zeros before its number: another id. Compare with ==, without replace(), "
        "int() or a pattern.",
    ),
    (
        lambda asked, own: _after_a_separator(asked, own),
        "{asked!r} is the session's id {own!r} in a namespace: another id. Compare "
        "with ==, and drop no prefix (user:, @) or suffix.",
    ),
    (
        lambda asked, own: own in asked,
        "{asked!r} contains the session's id {own!r} but is a longer id: someone else. "
        "Compare with ==, not startswith(), endswith() or in.",
    ),
    (
        lambda asked, own: asked in own,
        "{asked!r} is part of the session's id {own!r}, a shorter id: someone else. "
        "Compare with ==, not in.",
    ),
    (
        lambda asked, own: fnmatch.fnmatchcase(own, asked) and asked != own,
        "{asked!r} is a pattern that the session's id {own!r} matches, not that id: "
        "someone else (every account, for '*'). Compare with ==, not fnmatch or a regex.",
    ),
    (
        lambda asked, own: asked != own and _digits_folded(asked) == own,
        "{asked!r} spells the session's id {own!r} in other digits (Arabic-Indic, "
        "Devanagari, fullwidth): another id. Compare the strings with ==; fold no digit "
        "(no \\d with int(), no unicodedata.digit).",
    ),
    (
        lambda asked, own: any(fold(asked) == fold(own) for fold in (_ascii_only, _unaccented)),
        "{asked!r} and the session's id {own!r} differ only in non-ASCII letters or "
        "accents: another id. Compare the strings with ==; do not encode to ASCII or "
        "strip accents.",
    ),
    (
        lambda asked, own: _as_mailbox(asked) == _as_mailbox(own) is not None,
        "{asked!r} is the address {own!r} as a mail server reads it (a +tag dropped, the "
        "domain in any case): another id. Compare with ==, without parsing the id as an "
        "e-mail address.",
    ),
    (
        lambda asked, own: _lossy_equal(asked, own),
        "{asked!r} and the session's id {own!r} are different strings that a lossy "
        "rendering makes equal (bytes with errors='replace' or 'backslashreplace', "
        "look-alike letters mapped to Latin): another id. Compare the str values with ==.",
    ),
)
_CONTROL_OWN_HINT = (
    "Any string is an id: the session's own, holding control characters or escapes, is "
    "still the session's own account (allowed). Refuse nothing for the characters an id holds."
)


def _own_hint(answer: Any, call: ToolCall) -> str:
    if call.context.attributes and not denies(answer, without_attributes(call)):
        return _ATTRIBUTES
    if _sanitised(call.context.user_id) != call.context.user_id:
        quoted = dataclasses.replace(
            call.with_input({"user_id": 'o"b\\'}),
            context=dataclasses.replace(call.context, user_id='o"b\\'),
        )
        return _ESCAPED if denies(answer, quoted) else _CONTROL_OWN_HINT  # a rendering
    only_id = call.with_input({"user_id": call.input["user_id"]})
    if len(call.input) > 1 and not denies(answer, only_id):
        return _OTHER_FIELDS
    own = call.context.user_id
    if not own.isascii() or '"' in own or "\\" in own:
        plain = dataclasses.replace(
            only_id.with_input({"user_id": "u_004"}),
            context=dataclasses.replace(call.context, user_id="u_004"),
        )
        if not denies(answer, plain):
            return _ESCAPED
    return ""


_NFC, _NFD = "jos\u00e9", "jose\u0301"  # the same name, composed and decomposed
SEPARATED = ("__v2", "-v2", ".v2", ":v2", "/x", "@1", "__admin")
"""Separators with a version, scope or namespace after them: an account tool's name with one
after it, or before it (``v2.get_orders``, ``mcp__crm__lookup_user``), is another tool."""


def _separated(name: str) -> list[str]:
    """``name`` with every :data:`SEPARATED` suffix, and with each as a prefix (reversed)."""
    seps = [re.match(r"[^A-Za-z0-9]+", text) for text in SEPARATED]
    prefixes = [
        f"{text[sep.end() :]}{sep.group()}"
        for text, sep in zip(SEPARATED, seps, strict=True)
        if sep
    ]
    return [
        *(f"{name}{text}" for text in SEPARATED),
        *(f"{prefix}{name}" for prefix in prefixes),
        f"mcp__crm__{name}",
    ]


def _separated_from(name: str) -> str:
    """The account tool ``name`` holds as a part between separators, or ``""``."""
    for account in _ACCOUNT:
        if name != account and re.search(
            rf"(?:^|[^A-Za-z0-9_]|__){account}(?:$|[^A-Za-z0-9_]|__)", name
        ):
            return account
    return ""


_SEPARATED_NAME = (
    "{name!r} is another tool than {account!r}: a tool name counts whole (==), without "
    "splitting off a version, scope or namespace (partition, split, rsplit)."
)


INVISIBLY_MARKED = ("u_004\u200b", "u_\u2060004", "u_00\u00ad4", "\u200du_004")
"""The own id holding a format character (zero-width space, word joiner, soft hyphen,
zero-width joiner): another id, which a hook dropping "invisible" characters takes for
the session's own."""
SANITISED_AWAY = (
    f"{TERMINAL_ESCAPES}u_004\x1b[0m",
    "u_004\udcff",
    "\ud800u_004",
    f"u_004{CONTROL_CHARACTERS}",
)
"""The own id dressed in what a sanitiser drops: terminal escapes (ESC [1m ... ESC [0m), a
lone surrogate after or before it (``encode("utf-8", "ignore")``), control characters:
another id, which a hook cleaning the id first takes for the own (batch AS)."""
NON_FINITE_FIELDS = "the own id, other fields holding NaN and infinity (json.loads reads them)"
"""Other fields change nothing, whatever JSON value they hold: a hook that must write the
input as strict JSON (allow_nan=False) first denies this call (batch AT)."""
CONTROL_OWN = "an own id holding control characters (a tab, ESC, NUL, DEL), asked as it is"
"""Any string is an id: one holding control characters is the session's own when the
session's is equal (a hook refusing them as an injection denies it: batch AS)."""
_CONTROL_OWN_ID = f"u{CONTROL_CHARACTERS}004"
OWN_FIRST_LINE = ("u_004\nu_999", "u_004\r\nnote", "u_004\u2028u_999", "u_004\x85u_999")
"""The own id as the first line of a longer id (``\n``, ``\r\n``, U+2028, U+0085): another
id, which a hook comparing the first line (``splitlines()[0]``) takes for the own."""


def line_broken(own: str) -> list[str]:
    """``own`` broken in the middle by each of :data:`LINE_BREAKS`: another id, which a hook
    that joins the id's lines (``"".join(own.splitlines())``) takes for the own."""
    middle = len(own) // 2
    return [f"{own[:middle]}{brk}{own[middle:]}" for brk in LINE_BREAKS]


LONG_OWN = "u_" + "0123456789" * 500
"""A session's id of 5,002 characters: an id has no length limit, so two ids that differ
only at their end, or one id that goes on after the other, are two ids."""
LONG_IDS = {
    "a long own id, the asked one differing in its last character only": _asking(
        "lookup_user", LONG_OWN[:-1] + "x", own=LONG_OWN
    ),
    "a long own id, the asked one going on after it": _asking(
        "get_orders", LONG_OWN + "9", own=LONG_OWN
    ),
}
LONG_OWN_ALLOWED = "a long own id (5,002 characters), equal and built at run time"
PUNCTUATED_OTHERS = {
    f"own {own!r}, another id asked ({asked!r}: a part of it, or it stripped)": (own, asked)
    for own, asked in (("u_1,u_2", "u_1"), ("ana maria", "ana"), ("-u_004", "u_004"),
                       ("acme/u_7", "u_7"))
}  # fmt: skip
"""Own ids holding a comma, a space, a leading dash or a slash, and an id asked that is one
of their parts or the id without its dash: another user (a hook that splits the own id, or
reads it as a command line's option, allows them)."""
ASKED_AT_ANY_TIME = {
    f"another user's account asked for {label}": dataclasses.replace(
        _asking("lookup_user", "u_999"), timestamp=stamp
    )
    for label, stamp in (
        ("on 1 January of year 1", datetime(1, 1, 1, 3, tzinfo=timezone.utc)),
        ("on the last day of 9999", datetime(9999, 12, 31, 23, 59, tzinfo=timezone.utc)),
        *((label, when.replace(tzinfo=timezone.utc)) for label, when in EDGE_DAYS.items()),
    )
}
"""Another user's account asked for at any time: the rule reads no clock, so a hook that
puts a time of its own into the reason (the desk's time zone) and cannot, there, fails to
deny (batch BB)."""
OTHER_CONTEXT_FIELDS = ("session_id", "tier")
"""The fields of ``call.context`` besides ``user_id`` that hold text an id may equal."""
OTHER_CONTEXT_FIELDS_ASKED = {
    f"the session's {field} asked as the user_id": _asking(
        tool, getattr(_asking(tool, "u_004").context, field)
    )
    for field, tool in zip(OTHER_CONTEXT_FIELDS, ("lookup_user", "get_orders"), strict=True)
}
"""Another field of ``call.context`` asked for as the user: not the session's user, which is
``call.context.user_id`` alone (batch BA took the session's id for an own account)."""
PUNCTUATED_OWN = "an own id holding a space, a comma, a slash or a leading dash ({own!r})"
_ESCAPES = ("&#117;_004", "u_00&#x34;", "%75_004")
_SHAPES: tuple[Any, ...] = (
    (), {}, ("u_999", "u_004"), ("u_004", "u_004", "u_004"), {"user_id": "u_004"}, 4.0,
    (4, "u_004"), ("u_004", None), ("u_004", ("u_004",)), 10**400, False, True,
)  # fmt: skip
"""Ids of other JSON shapes, the empty array and object too (a default of ``{}`` for a
missing id equals the latter: batch BD), tuples holding numbers, null and nested tuples
too (a reason that joins a tuple's items as text crashes on them), an int of 401 digits
(math.isfinite raises OverflowError on it), JSON's false and true (``"user_id" in input and
input["user_id"]`` reads false as "no id")."""

NESTING_KEYS = ("params", "args", "arguments", "kwargs", "input", "body", "query", "data",
                "payload", "request", "tool_input", "toolInput", "parameters")  # fmt: skip
"""Keys a tool's input may nest another object under: an id inside one changes nothing, the
top-level ``user_id`` alone is asked for (an Express habit merges ``req.params`` over the
body: batch AR; Claude Code's hook payload names the input ``tool_input``, and batch BA
unwrapped one found inside the input)."""
NESTED_OWN = (
    "another user's id, the own one nested beside it (params, args, body, query, payload, ...)"
)
_NESTED_OWN_INPUT: dict[str, Any] = {key: {"user_id": "u_004"} for key in NESTING_KEYS}
CONTEXT_FIELDS: dict[str, Any] = {
    "session_id": "s_42",
    "tier": "premium",
    "tool_name": "search_faq",
    "timestamp": "2026-03-02T12:00:00+00:00",
    "context": {"user_id": "u_999"},
    "user": "u_999",
    "session": "s_42",
    "tool_use_id": "toolu_99",
}
"""Input keys named like the call's and the session's own fields (or like a reason's
placeholders): the model's words. A reason built with ``str.format(..., **call.input)``
gets two values for one name and raises (batch AR)."""
CONTEXT_SHAPED = "another user's id, the input holding it as the session's (context, call, ...)"
CONTEXT_KEYS = "another user's id, the input naming the session's fields (session_id, tier, ...)"

SETTINGS_OFF = (
    "another user's id, attributes that look like the rule's settings (support_hint '  ', "
    "enabled False)"
)
BLANK_ID = "a user_id of spaces only (not 'no id': someone else)"
BLANK_LINE_ID = "a user_id of a line break only"
SPACED_OWN = "an own id with spaces at its ends (' u_004 '), asked as it is"
STRIPPED_OWN = "the own id stripped ('u_004'), where the session's has spaces at its ends"
SPACED_KEYS = "user_id with spaces or a tab around it, as keys (no 'user_id' key itself)"

EXEMPTION_CLAIMED = "another user's id, the input claiming a dry run (dry_run, preview, force)"
"""(Every one of :data:`~.wide_classes.EXEMPTION_CLAIMS`: a hotfix label, skip_hooks, ...)"""
OTHER_CALL_IDS = (
    "another user's id, a call id not starting toolu_ (call_1: a server's or another SDK's)"
)
OTHER_FIELDS_ANY_TYPE = (
    "another user's id, other fields of every JSON type (a note of 42, a list, null, an object)"
)
NON_LATIN_OWN = "another user's id asked in a session whose own id Latin-1 cannot hold"

DENIED = {
    "another user's id": _article_call(),
    "another user's id, the own one in an 'arguments' object beside it": _asking(
        "get_orders", "u_999", arguments={"user_id": "u_004"}
    ),
    "another user's id, not the article's": _asking("lookup_user", "u_123"),
    "get_orders for another user": _asking("get_orders", "u_999"),
    "issue_refund for another user": _asking("issue_refund", "u_999"),
    "user_id None": _asking("lookup_user", None),
    "a case variant of the own id": _asking("lookup_user", "U_004"),
    "an id that contains the own id": _asking("get_orders", "u_0045"),
    "an id the own id contains": _asking("issue_refund", "u_00"),
    "the own id twice, comma-separated (one id, not a list)": _asking("lookup_user", "u_004,u_004"),
    "the own id and a remark after it": _asking("issue_refund", "u_004 (me)"),
    "a whitespace variant of the own id": _asking("lookup_user", " u_004"),
    "another user's id, lone surrogates in the claims (JSON's \\ud800)": _asking(
        "lookup_user", "u_999", note="\ud800 urgent", reason=["\udcff"]
    ),
    "the number for a digit-only id": _asking("lookup_user", 42, own="42"),
    "a Unicode-normalisation variant of the own id": _asking("lookup_user", _NFD, own=_NFC),
    "a falsy user_id": _asking("get_orders", ""),
    BLANK_ID: _asking("lookup_user", "   "),
    BLANK_LINE_ID: _asking("get_orders", "\n"),
    "ids that differ only in a non-ASCII letter": _asking(
        "lookup_user", "jos\u00e8", own="jos\u00e9"
    ),
    "an id without the own id's accent": _asking("get_orders", "jose", own="jos\u00e9"),
    OTHER_DIGITS: _asking("lookup_user", "u_\u0660\u0660\u0664"),
    "the own id in Devanagari digits (u_\u0966\u0966\u096a)": _asking(
        "get_orders", "u_\u0966\u0966\u096a"
    ),
    "claims of the asked user in the input": _asking(
        "lookup_user", "u_999", session_user="u_999", tier="premium"
    ),
    "a list or tuple holding the own id": _asking("get_orders", ["u_004"]),
    "the own id in quotes (JSON-encoded)": _asking("lookup_user", '"u_004"'),
    "another id holding a backslash (CORP\\jdoe)": _asking("get_orders", "CORP\\jdoe"),
    "a user_id in the context's attributes naming the asked user": _asking(
        "lookup_user", "u_999", attributes={"user_id": "u_999"}
    ),
    **{
        f"an alias of the session's user ({alias!r})": _asking("get_orders", alias)
        for alias in SELF_ALIASES[:3]
    },
    **{
        f"the own id with a namespace ({dressed!r})": _asking("lookup_user", dressed)
        for dressed in ("user:u_004", "@u_004", "u_004@example.com")
    },
    "attributes that look like an exemption (role=admin, staff=True, scopes)": _asking(
        "issue_refund", "u_999", attributes=EXEMPTING_ATTRIBUTES
    ),
    **{f"the own id escaped ({escaped!r})": _asking("get_orders", escaped) for escaped in _ESCAPES},
    **{
        f"a user_id of another JSON shape ({shape!r})": _asking("lookup_user", shape)
        for shape in _SHAPES
    },
    **{
        f"an id holding escape-like text ({text!r})": _asking("get_orders", text)
        for text in _escape_like("u_004")
    },
    **{
        f"a path or URL spelling of the own id ({spelled!r})": _asking("get_orders", spelled)
        for spelled in _path_like("u_004")
    },
    "other keys in the context's attributes naming the asked user": _asking(
        "lookup_user",
        "u_999",
        attributes={"delegate_for": "u_999", "acting_for": "u_999", "on_behalf_of": "u_999"},
    ),
    **{
        f"the own id with an invisible mark ({marked!r})": _asking("get_orders", marked)
        for marked in INVISIBLY_MARKED
    },
    **{
        f"the own id, a line break, then more ({lines!r})": _asking("lookup_user", lines)
        for lines in OWN_FIRST_LINE
    },
    **{
        f"the own id broken by a line boundary ({broken!r})": _asking("get_orders", broken)
        for broken in line_broken("u_004")
    },
    **{
        f"the own id with what a sanitiser drops ({dressed!r})": _asking("get_orders", dressed)
        for dressed in SANITISED_AWAY
    },
    **{
        f"the own id respelled ({spelled!r}: separators, prefix, leading zeros)": _asking(
            "get_orders", spelled
        )
        for spelled in respelled("u_004")
    },
    STRIPPED_OWN: _asking("lookup_user", "u_004", own=" u_004 "),
    SETTINGS_OFF: _asking("get_orders", "u_999", attributes=SETTINGS_LOOKING_ATTRIBUTES),
    EXEMPTION_CLAIMED: _asking("lookup_user", "u_999", **EXEMPTION_CLAIMS),
    NESTED_OWN: _asking("get_orders", "u_999", **_NESTED_OWN_INPUT),
    CONTEXT_KEYS: _asking("lookup_user", "u_999", **CONTEXT_FIELDS),
    CONTEXT_SHAPED: _asking("get_orders", "u_999", **context_shaped(user_id="u_999")),
    OTHER_CALL_IDS: dataclasses.replace(_asking("issue_refund", "u_999"), tool_use_id="call_1"),
    "a NaN user_id (json.loads reads NaN)": _asking("lookup_user", math.nan),
    OTHER_FIELDS_ANY_TYPE: _asking(
        "get_orders", "u_999", note=42, tags=["vip", 7], extra=None, meta={"a": 1}, urgent=True
    ),
    NON_LATIN_OWN: _asking("issue_refund", "u_999", own=NON_LATIN_CONTEXT.user_id),
    **LONG_IDS,
    **OTHER_CONTEXT_FIELDS_ASKED,
    **ASKED_AT_ANY_TIME,
    **{
        label: _asking("lookup_user", asked, own=own)
        for label, (own, asked) in PUNCTUATED_OTHERS.items()
    },
    **LOSSY,  # last: an answer that misses a plainer case is told about that one first
    **{label: _asking("get_orders", asked, own=own) for label, (own, asked) in SHAPED.items()},
    **{
        f"a falsy user_id ({falsy!r}), customer_id the own id": _asking(
            "lookup_user", falsy, customer_id="u_004"
        )
        for falsy in ("", None, 0)
    },
}
OWN_AFTER_ANOTHER = "the own id, right after another session asked for it"
NUMBER_AFTER_TEXT = "the number 44 for '44', right after '44' asked for itself"
JOINED_ALIKE = "own 'x' asking 'y:x:y', right after own 'x:y' asked for itself"
"""Two calls whose session and asked id, joined as text (f"{own}:{asked}"), are one key:
a memo so keyed answers the second with the first's verdict (batch AT)."""
OTHER_AFTER_OWNER = "another user's id, right after that user's own session asked for it"
ALIKE_UP_FRONT = "another user's id after a long note, right after the own id after that note"
"""Two calls of one session whose inputs differ only after their first 200 characters (a
long note, then the asked id): a memo keyed on part of the input (a cut ``repr``, the
first fields) answers the second with the first's verdict (batch BE)."""
_LONG_NOTE = "please look this customer up; " * 8
_WHOLE_INPUT_HINT = (
    "Decide each call afresh from its whole input: a memo keyed on part of it (a cut "
    "repr(call.input), its first fields) answers a call that differs further on with "
    "another call's verdict."
)

ALLOWED_OWN = {
    "the own id": _asking("lookup_user", "u_004"),
    SPACED_OWN: _asking("get_orders", " u_004 ", own=" u_004 "),
    CONTROL_OWN: _asking(
        "lookup_user", "".join(["u", CONTROL_CHARACTERS, "004"]), own=_CONTROL_OWN_ID
    ),
    "the own id, a large refund (900 EUR: no limit of the hook's own)": _asking(
        "issue_refund", "u_004", amount_eur=900, reason="late delivery"
    ),
    "the own id, another user's in an 'arguments' object beside it": _asking(
        "lookup_user", "u_004", arguments={"user_id": "u_999"}
    ),
    "the own id, built at run time": _asking("get_orders", "".join(["u_", "0", "04"])),
    LONG_OWN_ALLOWED: _asking("issue_refund", "".join(["u_", LONG_OWN[2:]]), own=LONG_OWN),
    "the own id with claims of another": _asking(
        "issue_refund", "u_004", session_user="u_999", note="I am u_999, an admin."
    ),
    "a digit-only own id": _asking("get_orders", "42", own="42"),
    **{
        PUNCTUATED_OWN.format(own=own): _asking("get_orders", "".join(own), own=own)
        for own in _PUNCTUATED_IDS
    },
    "an own id JSON escapes (non-ASCII, a quote, a backslash)": _asking(
        "lookup_user", "".join(["jos", "\u00e9", '"', "\\"]), own='jos\u00e9"\\'
    ),
    NON_FINITE_FIELDS: _asking(
        "lookup_user", "u_004", limit=math.nan, cap=math.inf, floor=-math.inf
    ),
    "other id-like fields naming another user": _asking(
        "get_orders", "u_004", customer_id="u_999", account_id="u_999"
    ),
    "other keys ending in user_id naming another user": _asking(
        "get_orders", "u_004", target_user_id="u_999", session_user_id="u_999"
    ),
    "a user_id nested in another field naming another user": _asking(
        "issue_refund", "u_004", filter={"user_id": "u_999"}
    ),
    "a user_id in the context's attributes naming another user": _asking(
        "issue_refund", "u_004", attributes={"user_id": "u_999"}
    ),
    "attributes that look like a restriction (role=guest, suspended)": _asking(
        "get_orders", "u_004", attributes={"role": "guest", "suspended": True, "staff": False}
    ),
}
VERSIONED = "a versioned account tool's name (lookup_user_v2: another tool)"
OTHERS = {
    "another tool": _asking("search_faq", "u_999"),
    "create_case_file for another user": _asking("create_case_file", "u_999"),
    "an account tool without a user_id": ToolCall(
        "lookup_user", "toolu_01", {}, HookContext("u_004", "free", "s_1"), DEFAULT_NOW
    ),
    "an account tool with a user_id only nested in another field": ToolCall(
        "get_orders",
        "toolu_01",
        {"filter": {"user_id": "u_999"}, "items": [{"user_id": "u_123"}]},
        HookContext("u_004", "free", "s_1"),
        DEFAULT_NOW,
    ),
    "a tool whose name contains an account tool's": _asking("lookup_user_history", "u_999"),
    "a tool whose name an account tool's contains": _asking("lookup", "u_999"),
    VERSIONED: _asking("lookup_user_v2", "u_999"),
    "a case variant of an account tool's name": _asking("Get_Orders", "u_999"),
    "a whitespace variant of an account tool's name": _asking(" lookup_user", "u_999"),
    "an account tool's name with a final newline (a regex's $ matches before it)": _asking(
        "get_orders\n", "u_999"
    ),
    "a normalisation variant of an account tool's name": _asking("\uff47et_orders", "u_999"),
    **{
        f"an account tool's name holding a character a fold drops ({name!r})": _asking(
            name, "u_999"
        )
        for name in with_folded_away("get_orders")[::3]
    },
    **{
        f"an account tool's name with a separated part ({name!r})": _asking(name, "u_999")
        for tool in _ACCOUNT
        for name in _separated(tool)
    },
    "an account tool without a user_id, the attributes holding one (another user's)": ToolCall(
        "issue_refund",
        "toolu_01",
        {"amount": 5},
        HookContext("u_004", "free", "s_1", {"user_id": "u_999", "customer_id": "u_999"}),
        DEFAULT_NOW,
    ),
    "user_id spelled in another case or as camelCase": ToolCall(
        "get_orders",
        "toolu_01",
        {"User_ID": "u_999", "USER_ID": "u_999", "userId": "u_999"},
        HookContext("u_004", "free", "s_1"),
        DEFAULT_NOW,
    ),
    SPACED_KEYS: ToolCall(
        "get_orders",
        "toolu_01",
        {"user_id ": "u_999", " user_id": "u_999", "user_id\t": "u_999"},
        HookContext("u_004", "free", "s_1"),
        DEFAULT_NOW,
    ),
    **{
        f"a tool named like a Python attribute ({name!r})": _asking(name, "u_999")
        for name in ATTRIBUTE_TOOL_NAMES
    },
    **{
        f"a tool named like a glob pattern ({name!r})": _asking(name, "u_999")
        for name in PATTERN_TOOL_NAMES
    },
}


def _no_user_id(tool_input: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in tool_input.items() if key != "user_id"}


_TOOL_FIRST = (
    "Check the tool name first: only the account tools lookup_user, get_orders, "
    "issue_refund are guarded; "
    "every other tool is allowed, whatever its input."
)
_NO_USER_ID = (
    "A call without a user_id asks for nobody's account: allow it. "
    "call.input.get('user_id') is None then, which is not the session's id: check "
    "'user_id' in call.input before comparing."
)
_KEY_VARIANT = (
    "'User_ID', 'USER_ID', 'userId' or 'user_id ' is another key, not 'user_id': look up "
    "call.input['user_id'] exactly, without changing the keys' case, spelling or spaces."
)


def _key_variants(tool_input: Any) -> list[str]:
    """The input's keys that spell user_id another way (another case, camelCase)."""
    return [
        key
        for key in tool_input
        if key != "user_id" and re.sub(r"[\W_]", "", str(key)).casefold() == "userid"
    ]


_NO_FALLBACK = (
    "The requested id comes from call.input only: without a 'user_id' there, allow the "
    "call, whatever call.context.attributes hold (no ChainMap or .get fallback)."
)
_KEY_ERROR = (
    "Check the tool name first, then whether the input has a user_id at all "
    "('user_id' in call.input): call.input['user_id'] raises KeyError when it is missing."
)


_NEAR_NAME = (
    "{name!r} is another tool than {account!r}: compare tool names exactly (==), without "
    ".strip(), .lower() or Unicode normalisation."
)


def _near_name(name: str) -> str:
    """The account tool ``name`` is a case, whitespace, normalisation or invisible-character
    variant of (:func:`~.wide_classes.tidied_forms`), or the same words with other
    separators (``getOrders``, ``get-orders``), or ``""``."""
    squeezed = re.sub(r"[\W_]+", "", unicodedata.normalize("NFKC", name)).casefold()
    return next(
        (
            tool
            for tool in sorted(ACCOUNT_TOOLS)
            if tool in tidied_forms(name) or squeezed == tool.replace("_", "")
        ),
        "",
    )


def _name_variants(name: str) -> st.SearchStrategy[str]:
    """Names an exact comparison tells from ``name``: padded with whitespace, in another
    case, or with a letter in a compatibility form (NFKC folds it back), a version, scope or
    namespace around it, and :func:`~.wide_classes.other_names_than` (the near names and
    respellings exercises 4 and 5 meet too)."""
    return st.sampled_from(
        [
            f" {name}",
            f"{name}\n",
            f"\t{name} ",
            name.upper(),
            name.title(),
            chr(ord(name[0]) + 0xFEE0) + name[1:],  # a fullwidth first letter
            *_separated(name),
            *other_names_than(name),
        ]
    )


def _unrelated_allowed(answer: Any, call: ToolCall) -> None:
    """``expect_allowed``, with the hint the counterexample identifies: a tool that is not
    guarded, or an account call without a ``user_id``."""
    missing = call.tool_name in ACCOUNT_TOOLS and "user_id" not in call.input
    try:
        expect_allowed(answer, call)
    except Mismatch as mismatch:
        near = call.tool_name not in ACCOUNT_TOOLS and _near_name(call.tool_name)
        separated = call.tool_name not in ACCOUNT_TOOLS and _separated_from(call.tool_name)
        fallback = (
            missing
            and bool(call.context.attributes)
            and not denies(answer, without_attributes(call))
        )
        mismatch.hint = mismatch.hint or (
            _NEAR_NAME.format(name=call.tool_name, account=near)
            if near
            else _SEPARATED_NAME.format(name=call.tool_name, account=separated)
            if separated
            else _NO_FALLBACK
            if fallback
            else _KEY_VARIANT
            if missing and _key_variants(call.input)
            else (_NO_USER_ID if missing else _TOOL_FIRST)
        )
        raise
    except AnswerCrashed as crash:
        crash.hint = crash.hint or _KEY_ERROR
        raise


@st.composite
def _near_name_calls(draw: st.DrawFn) -> ToolCall:
    """A call to a near name of an account tool, for another user: another tool."""
    call = draw(
        calls(tools=_ACCOUNT, tool_input=json_objects.map(lambda d: {**d, "user_id": "u_999"}))
    )
    return dataclasses.replace(call, tool_name=draw(_name_variants(call.tool_name)))


_unrelated_calls = st.one_of(
    _near_name_calls(),
    calls(
        tools=NON_ACCOUNT_TOOLS, tool_input=json_objects.map(lambda d: {**d, "user_id": "u_999"})
    ),
    calls(tools=_ACCOUNT, tool_input=json_objects.map(_no_user_id), context=_sessions),
)


def _an_own_id(value: object) -> bool:
    """Whether a session could have ``value`` as its user's id (a trusted context takes it)."""
    try:
        HookContext(value, "free", "s_1")  # type: ignore[arg-type]
    except ContextError:
        return False
    return True


def _mined_denied(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    """Each value the answer names, as the id asked for, as the session's own (asked for
    another), as a key claiming the asked user, and as an attribute: never an exemption."""
    for value in (*named.texts, *named.numbers):
        if value != "u_004":
            yield value, _asking("get_orders", value)
        if isinstance(value, str):  # the own id with it around: a longer id, someone else's
            yield value, _asking("issue_refund", f"u_004{value}")
            yield value, _asking("lookup_user", f"{value}u_004")
        if _an_own_id(value) and value != "u_999":
            yield value, _asking("lookup_user", "u_999", own=str(value))
        claim = _asking("issue_refund", "u_999")
        yield value, dataclasses.replace(claim, input={str(value): "u_004", **claim.input})
        yield value, _asking("lookup_user", "u_999", attributes={str(value): value})


def _mined_own(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    """Each text the answer names, as the session's own id asked for: always allowed."""
    for text in filter(_an_own_id, named.texts):
        yield text, _asking("issue_refund", text, own=text, attributes={"role": text})


def _mined_others(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    """Each text the answer names, as the tool's name and around an account tool's name:
    another tool, unless it is one."""
    for text in named.texts:
        for tool in (text, f"lookup_user{text}", f"{text}get_orders", f"issue{text}refund"):
            if tool not in ACCOUNT_TOOLS:
                yield text, _asking(tool, "u_999")


EXERCISE = Exercise(
    number=3,
    places="at once",
    id="same-user",
    title="3 · Only the session's own account",
    notebook="03-Trusted-Context-Untrusted-Input.ipynb",
    name=NAME,
    params=("call",),
    spec=(
        "A PreToolUse hook: deny a call to lookup_user, get_orders or issue_refund whose "
        "input asks for a user_id other than the session's (call.context.user_id).\n"
        "Give a reason and an alternative. Allow everything else."
    ),
    returns=(
        "`Deny(reason, alternative)` (a `toolhooks.Deny` whose `alternative` is not "
        'blank) when `call.tool_name` is `"lookup_user"`, `"get_orders"` or '
        '`"issue_refund"` and `call.input` has a `"user_id"` that is not equal (`==`) to '
        '`call.context.user_id` (`None`, `""`, `"U_004"`, `" u_004"`, `"u_0045"`, '
        'another Unicode normalisation of the same letters, `"jos\u00e8"` or `"jose"` for '
        '`"jos\u00e9"` (ids that differ only in non-ASCII letters, digits or accents), the number '
        '`4` for `"4"`, the id in quotes (`\'"u_004"\'`), or a `list`/`tuple` holding the '
        "id, or a value of any other JSON shape (lists arrive as tuples; an int has at "
        "most 4,300 digits, as `json.loads` reads them) are someone else; an equal "
        "string is the same user, whether or not it is the same object, and ids may hold "
        "non-ASCII letters, spaces, commas, slashes, a leading `-`, quotes, backslashes or "
        "control characters). The session's "
        "user is `call.context.user_id` only, never an "
        'id among `call.context.attributes` (`"user_id"`, `"delegate_for"` or any other '
        "key). The tool name is compared exactly: "
        '`lookup_user_history`, `Get_Orders`, `" lookup_user"` or `get_orders` with a '
        "fullwidth letter is another tool. Otherwise `None` (or an `Allow`: `ALLOW` or a "
        "new `Allow()`), also when the "
        'input has no `"user_id"`. Never `False` or another falsy value. Other fields of '
        "the input (`session_user`, `customer_id`, `target_user_id`, `User_ID`, `userId`, a "
        "`user_id` nested in another field, a note) change nothing: "
        "the session's user comes from `call.context` only. The rule holds at any "
        "`call.timestamp` (years 1 to 9999)."
    )
    + SAID_WHERE["at once"],
    reference=reference,
    delegates=("toolhooks.examples.rules.SameUserOnly",),
    properties=(
        Property(
            "a call for another user's account is denied with a reason and an alternative, "
            "whatever the input claims about who is asking",
            _after_another(_denied),
            _account_calls(own=False),
            branches={
                "generated other users": lambda c: c.input["user_id"] != c.context.user_id,
                "generated claims": lambda c: len(c.input) > 1,
                "generated other ids JSON escapes": lambda c: (
                    c.input["user_id"] in _ESCAPED_IDS and c.input["user_id"] != c.context.user_id
                ),
                "generated aliases and namespaced own ids": lambda c: (
                    isinstance(c.input["user_id"], str)
                    and (
                        c.input["user_id"] in SELF_ALIASES
                        or c.input["user_id"] in _dressed(c.context.user_id)
                    )
                ),
                "generated escaped own ids and ids of every JSON shape": lambda c: (
                    c.input["user_id"] in _encoded(c.context.user_id)
                    or not isinstance(c.input["user_id"], (str, int))
                ),
                "generated ids holding escape-like text": lambda c: (
                    c.input["user_id"] in _escape_like(c.context.user_id)
                ),
                "generated path and URL spellings of the own id": lambda c: (
                    c.input["user_id"] in _path_like(c.context.user_id)
                ),
                "generated attributes that look like an exemption": lambda c: (
                    len(c.context.attributes) > 1
                ),
                "generated ids with a non-ASCII letter more": lambda c: (
                    isinstance(c.input["user_id"], str)
                    and c.input["user_id"] != c.context.user_id
                    and _ascii_only(c.input["user_id"]) == _ascii_only(c.context.user_id)
                ),
            },
            cases={
                **DENIED,
                OTHER_AFTER_OWNER: AfterAnother(
                    _asking("lookup_user", "u_778", own="u_778"), _asking("lookup_user", "u_778")
                ),
                NUMBER_AFTER_TEXT: AfterAnother(
                    _asking("lookup_user", "44", own="44"), _asking("lookup_user", 44, own="44")
                ),
                JOINED_ALIKE: AfterAnother(
                    _asking("get_orders", "x:y", own="x:y"), _asking("get_orders", "y:x:y", own="x")
                ),
                ALIKE_UP_FRONT: AfterAnother(
                    _asking("lookup_user", "u_551", own="u_551", note=_LONG_NOTE),
                    _asking("lookup_user", "u_552", own="u_551", note=_LONG_NOTE),
                    _WHOLE_INPUT_HINT,
                ),
            },
            mined=_mined_denied,
            hint=(
                "Compare call.input['user_id'] with call.context.user_id, the only trusted "
                "identity. Every other field of the input is the model's words."
            ),
            id="other-denied",
        ),
        Property(
            "a call for the session's own account is allowed, even with claims in the input",
            _after_another(_own_allowed),
            _account_calls(own=True),
            cases={
                **ALLOWED_OWN,
                OWN_AFTER_ANOTHER: AfterAnother(
                    _asking("issue_refund", "u_777", own="u_888"),
                    _asking("issue_refund", "u_777", own="u_777"),
                ),
                repr(SESSIONS_IN_A_ROW): SESSIONS_IN_A_ROW,
            },
            mined=_mined_own,
            branches={
                "generated own ids JSON escapes": lambda c: (
                    not c.context.user_id.isascii() or '"' in c.context.user_id
                ),
                "generated other id-like fields": lambda c: "customer_id" in c.input,
                "generated attributes naming another user": lambda c: (
                    c.context.attributes.get("user_id", c.context.user_id) != c.context.user_id
                ),
            },
            hint="Deny only on a mismatch with the trusted context; claims change nothing.",
            id="own-allowed",
        ),
        Property(
            "calls to other tools, and calls without a user_id, are allowed",
            _unrelated_allowed,
            _unrelated_calls,
            cases=OTHERS,
            mined=_mined_others,
            branches={
                "generated other tools": lambda c: c.tool_name not in ACCOUNT_TOOLS,
                "generated account calls without a user_id": lambda c: c.tool_name in ACCOUNT_TOOLS,
                "generated account calls without a user_id, the attributes holding one": lambda c: (
                    c.tool_name in ACCOUNT_TOOLS and "user_id" in c.context.attributes
                ),
                "generated near names of account tools": lambda c: (
                    bool(_near_name(c.tool_name)) and c.tool_name not in ACCOUNT_TOOLS
                ),
                "generated account tool names with a separated part": lambda c: bool(
                    _separated_from(c.tool_name)
                ),
            },
            id="others-allowed",
        ),
    ),
    hint="Authorization is untrusted model output compared with trusted server state.",
    clauses=(
        Clause(
            "deny lookup_user, get_orders, issue_refund for another user_id",
            "other-denied",
            "fixed: one per tool, one right after that user's own session asked; generated ids",
            (
                "another user's id",
                OTHER_AFTER_OWNER,
                NUMBER_AFTER_TEXT,
                JOINED_ALIKE,
                ALIKE_UP_FRONT,
                "get_orders for another user",
                "issue_refund for another user",
                "generated other users",
            ),
        ),
        Clause(
            "any other value is another user: None, case, longer, shorter, spaces, 42 vs "
            "'42', another Unicode normalisation, '', another non-ASCII letter or accent, an "
            "invisible mark, a line break then more, a line boundary inside, a long id "
            "differing only at its end, terminal escapes, a lone surrogate or control "
            "characters around it",
            "other-denied",
            "fixed + _lookalikes in the strategy",
            (
                "user_id None",
                "a case variant of the own id",
                "an id that contains the own id",
                "an id the own id contains",
                "a whitespace variant of the own id",
                "the number for a digit-only id",
                "a Unicode-normalisation variant of the own id",
                "a falsy user_id",
                BLANK_ID,
                BLANK_LINE_ID,
                "a list or tuple holding the own id",
                "the own id in quotes (JSON-encoded)",
                "another id holding a backslash (CORP\\jdoe)",
                "generated other ids JSON escapes",
                "ids that differ only in a non-ASCII letter",
                OTHER_DIGITS,
                "an id without the own id's accent",
                "generated ids with a non-ASCII letter more",
                *(f"the own id with an invisible mark ({marked!r})" for marked in INVISIBLY_MARKED),
                *(f"the own id, a line break, then more ({lines!r})" for lines in OWN_FIRST_LINE),
                *(f"the own id broken by a line boundary ({b!r})" for b in line_broken("u_004")),
                *(
                    f"the own id with what a sanitiser drops ({dressed!r})"
                    for dressed in SANITISED_AWAY
                ),
                *LONG_IDS,
                *PUNCTUATED_OTHERS,
                *OTHER_CONTEXT_FIELDS_ASKED,
                *ASKED_AT_ANY_TIME,
                STRIPPED_OWN,
                "a NaN user_id (json.loads reads NaN)",
            ),
        ),
        Clause(
            "no respelling: the own id with other separators, without its prefix or the zeros "
            "before its number ('u-004', 'u004', '004', 'u_4') is another id",
            "other-denied",
            "wide: respelled() in _lookalikes; fixed",
            (
                *(
                    f"the own id respelled ({spelled!r}: separators, prefix, leading zeros)"
                    for spelled in respelled("u_004")
                ),
            ),
        ),
        Clause(
            "no aliases and no namespaces: 'me', 'self', 'current', 'user:u_004', '@u_004', "
            "'u_004@example.com' are not equal to the session's id, so someone else",
            "other-denied",
            "wide: SELF_ALIASES and the own id in every namespace of _DRESSINGS, fixed and "
            "generated",
            (
                *(f"an alias of the session's user ({alias!r})" for alias in SELF_ALIASES[:3]),
                *(
                    f"the own id with a namespace ({dressed!r})"
                    for dressed in ("user:u_004", "@u_004", "u_004@example.com")
                ),
                "generated aliases and namespaced own ids",
            ),
        ),
        Clause(
            "no unescaping, any shape: the own id with an HTML entity or a %-escape, and a "
            "user_id of any JSON shape (a tuple of any length, a mapping, a float, a bool) are "
            "someone else, denied without a crash",
            "other-denied",
            "wide: _encoded (entities, %-escapes) and _json_shapes in _lookalikes; fixed",
            (
                *(f"the own id escaped ({escaped!r})" for escaped in _ESCAPES),
                *(f"a user_id of another JSON shape ({shape!r})" for shape in _SHAPES),
                "generated escaped own ids and ids of every JSON shape",
            ),
        ),
        Clause(
            "escape-like text in an id (a trailing backslash, '\\x4', '\\u00', '\\N{', '%', "
            "'%s', braces) is text: another id, denied without a crash",
            "other-denied",
            "wide: every ESCAPE_LIKE fragment after the own id and alone, fixed and generated",
            (
                *(f"an id holding escape-like text ({text!r})" for text in _escape_like("u_004")),
                "generated ids holding escape-like text",
            ),
        ),
        Clause(
            "path- and URL-like spellings of the own id ('./u_004', 'u_004/.', 'u_004/', "
            "'x/../u_004', 'u_004%2F', 'file:u_004', 'u_004#x', 'u_004?x') are other ids, "
            "denied (no path or URL normalising)",
            "other-denied",
            "wide: every PATH_LIKE spelling of the session's own id, built at run time, "
            "fixed and generated",
            (
                *(f"a path or URL spelling of the own id ({s!r})" for s in _path_like("u_004")),
                "generated path and URL spellings of the own id",
            ),
        ),
        Clause(
            "with a reason and a non-blank alternative",
            "other-denied",
            "every denied example",
            ("another user's id", "generated other users"),
        ),
        Clause(
            "claims in the input change nothing (the id from call.context, not the input)",
            "other-denied",
            "identity_claims on every generated call; a fixed one",
            (
                "claims of the asked user in the input",
                "generated claims",
                EXEMPTION_CLAIMED,
                NESTED_OWN,
                CONTEXT_KEYS,
                CONTEXT_SHAPED,
            ),
        ),
        Clause(
            "every call is judged, whatever its tool_use_id",
            "other-denied",
            "fixed: a call id not starting toolu_",
            (OTHER_CALL_IDS,),
        ),
        Clause(
            "the session's user is call.context.user_id: a 'user_id' in "
            "call.context.attributes is not it",
            "other-denied",
            "fixed attributes naming the asked user; generated attributes",
            (
                "a user_id in the context's attributes naming the asked user",
                "other keys in the context's attributes naming the asked user",
            ),
        ),
        Clause(
            "no attribute exempts a call: only == with call.context.user_id decides "
            "(role='admin', staff=True, scopes)",
            "other-denied",
            "wide: every EXEMPTING_ATTRIBUTES key, fixed together and generated in subsets",
            (
                "attributes that look like an exemption (role=admin, staff=True, scopes)",
                "generated attributes that look like an exemption",
                SETTINGS_OFF,
            ),
        ),
        Clause(
            "the session's own account is allowed (None or ALLOW), claims or not; "
            "equal (==) is enough, not the same object",
            "own-allowed",
            "fixed + generated, digit-only ids too; 200 sessions in a row, each a new object once "
            "the last was freed (ids reused)",
            (
                "the own id",
                "the own id, built at run time",
                LONG_OWN_ALLOWED,
                "the own id with claims of another",
                OWN_AFTER_ANOTHER,
                repr(SESSIONS_IN_A_ROW),
                "a digit-only own id",
                *(PUNCTUATED_OWN.format(own=own) for own in _PUNCTUATED_IDS),
                SPACED_OWN,
                CONTROL_OWN,
                "the own id, a large refund (900 EUR: no limit of the hook's own)",
                "an own id JSON escapes (non-ASCII, a quote, a backslash)",
                "generated own ids JSON escapes",
            ),
        ),
        Clause(
            "other fields of the input (customer_id, account_id) and the context's "
            "attributes change nothing",
            "own-allowed",
            "fixed and generated id-like fields and attributes naming another user",
            (
                "other id-like fields naming another user",
                NON_FINITE_FIELDS,
                "other keys ending in user_id naming another user",
                "a user_id nested in another field naming another user",
                "generated other id-like fields",
                "a user_id in the context's attributes naming another user",
                "generated attributes naming another user",
                "attributes that look like a restriction (role=guest, suspended)",
            ),
        ),
        Clause(
            "other tools (near names too), and calls without user_id, are allowed",
            "others-allowed",
            "fixed search_faq, create_case_file, near names, {}; generated",
            (
                "another tool",
                "create_case_file for another user",
                "an account tool without a user_id",
                "an account tool with a user_id only nested in another field",
                "a tool whose name contains an account tool's",
                "a tool whose name an account tool's contains",
                VERSIONED,
                "a case variant of an account tool's name",
                "a whitespace variant of an account tool's name",
                "a normalisation variant of an account tool's name",
                *(
                    f"an account tool's name holding a character a fold drops ({name!r})"
                    for name in with_folded_away("get_orders")[::3]
                ),
                "generated near names of account tools",
                *(
                    f"an account tool's name with a separated part ({name!r})"
                    for tool in _ACCOUNT
                    for name in _separated(tool)
                ),
                "generated account tool names with a separated part",
                "generated other tools",
                "generated account calls without a user_id",
                "user_id spelled in another case or as camelCase",
                SPACED_KEYS,
            ),
        ),
        Clause(
            "the requested id comes from call.input only: an account call without one is "
            "allowed, whatever call.context.attributes hold (no fallback)",
            "others-allowed",
            "fixed attributes holding user_id; generated sessions with attributes",
            (
                "an account tool without a user_id, the attributes holding one (another user's)",
                "generated account calls without a user_id, the attributes holding one",
            ),
        ),
    ),
)
