"""Exercise 5: the deploy-window policy hook (Rule C), by the call's trusted timestamp."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from hypothesis import strategies as st

import hookkata.exercises.named_slots as named_slots
from hookkata.exercises.strategies import TOOLS, contexts, json_objects, time_zones, tool_use_ids
from hookkata.exercises.wide_classes import (
    ATTRIBUTE_TOOL_NAMES,
    CALENDAR_EDGES,
    EDGE_DAYS,
    EXEMPTION_CLAIMS,
    INPUT_TOOL_KEYS,
    NON_LATIN_CONTEXT,
    PATTERN_TOOL_NAMES,
    SETTINGS_LOOKING_ATTRIBUTES,
    SPREAD_INTO_FORMAT,
    SUFFIXED_TOOL_NAMES,
    TEMPLATED_IDS,
    context_shaped,
    other_names_than,
    reads_as,
    spread_into_format,
    tools_listed,
    without_attributes,
)
from hookkata.grading.child import GRADING_TZ
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.expect import (
    describe,
    expect_allowed,
    expect_denied,
    expect_each_in_a_row,
    run_hook,
)
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import AnswerCrashed, FreshRow, Mismatch, call_answer
from toolhooks import Deny, ToolCall
from toolhooks.examples.rules import DeployWindow
from toolhooks.testing import make_context

NAME = "deploy_window_hook"
_WINDOW_START, _WINDOW_END = timedelta(hours=2), timedelta(hours=4)
_HOUR = timedelta(hours=1)
_OUTSIDE_HOURS = (0, 1, *range(4, 24))
"""Every hour of the UTC day outside the window, drawn evenly: Hypothesis's timedeltas
lean to the small end, so a draw over the whole day seldom reached the afternoon, where a
12-hour clock's 14:00-15:59 looks like 02:00-03:59."""

# Sessions whose attributes name a time zone: the window is in UTC for everyone, so a
# "tz" among the attributes changes nothing.
_ZONE_NAMES = ("Asia/Tokyo", "America/New_York", "Europe/Berlin", "Australia/Sydney", "UTC")
# Sessions whose attributes name another window (12:00-14:00, in the keys and forms a
# configurable rule would read): the window is fixed, so they change nothing either.
_OTHER_WINDOW: dict[str, object] = {
    "deploy_start": 12,
    "deploy_end": 14,
    "window_start": 12,
    "window_end": 14,
    "deploy_window_start": "12:00",
    "deploy_window_end": "14:00",
    "start_hour": 12,
    "end_hour": 14,
    "deploy_window": "12:00-14:00",
    "start": 12,
    "end": 14,
}
SETTINGS_OFF = (
    "a session whose attributes look like the rule's settings: texts blank, switches off "
    "(reopen_note '', deploy_window False)"
)
ROUTED = "a router tool whose input names create_case_file in every tool key (action, tool)"
LISTED_AS_PAUSED = (
    "another tool at 02:30 in a session whose attributes list it as paused (paused_tools, "
    "blocked_tools): the rule pauses create_case_file only"
)

_OTHER_WINDOW_TEXT = {key: f"{value}:00" if type(value) is int else value
                      for key, value in _OTHER_WINDOW.items()}  # fmt: skip


def _other_clocks(hour: int, flag: bool) -> dict[str, object]:
    """Attributes that name another time (``hour``:30) or a deploy state (``flag``): any
    other attribute, time-like or not, changes nothing (batch L asked about them)."""
    return {
        "now": f"2026-03-02T{hour:02d}:30:00+00:00",
        "started_at": f"2026-03-02T{hour:02d}:00:00Z",
        "current_time": f"{hour:02d}:30",
        "timestamp": f"2026-03-02 {hour:02d}:30:00",
        "hour": hour,
        "env": "production" if flag else "staging",
        "deploying": flag,
        "in_deploy_window": flag,
        "maintenance": flag,
    }


_NIGHT_CLOCKS = _other_clocks(2, True)
"""Attributes saying it is 02:30 and deploying: for a call outside the window."""
_DAY_CLOCKS = _other_clocks(12, False)
"""Attributes saying it is 12:30 and not deploying: for a call inside the window."""
_sessions = (
    contexts
    | contexts.flatmap(
        lambda c: st.sampled_from(_ZONE_NAMES).map(
            lambda zone: dataclasses.replace(c, attributes={"tz": zone})
        )
    )
    | contexts.flatmap(
        lambda c: st.sampled_from([_OTHER_WINDOW, _OTHER_WINDOW_TEXT]).map(
            lambda window: dataclasses.replace(c, attributes=window)
        )
    )
    | contexts.flatmap(
        lambda c: st.sampled_from([_NIGHT_CLOCKS, _DAY_CLOCKS]).map(
            lambda clocks: dataclasses.replace(c, attributes=clocks)
        )
    )
    | contexts.flatmap(
        lambda c: st.sampled_from(TEMPLATED_IDS).map(
            lambda user_id: dataclasses.replace(c, user_id=user_id, session_id=f"s{user_id[1:]}")
        )
    )
)
_TEMPLATED_CONTEXT = dataclasses.replace(
    make_context(),
    user_id="u_{x}{0}}{%s%(x)s${x}\\1",
    session_id="s_{0}}%(x)s{$x",
)
"""A session whose ids hold every kind of template syntax at once."""


def _templated(call: ToolCall) -> bool:
    """Whether the session's ids hold template syntax."""
    return any(char in call.context.user_id + call.context.session_id for char in "{}%$")


def _names_other_clocks(call: ToolCall) -> bool:
    return "started_at" in call.context.attributes


def _names_another_window(call: ToolCall) -> bool:
    return "deploy_start" in call.context.attributes


@st.composite
def _stamped(
    draw: st.DrawFn, *, inside: bool, tools: tuple[str, ...] = ("create_case_file",)
) -> ToolCall:
    """A call whose UTC time of day is inside [02:00, 04:00) or outside it, in any zone."""
    # Recent days mostly; any day of the calendar too (years before 1000 have a year of
    # fewer digits in strftime's %Y), short of its two ends, where a zone's offset overflows.
    recent = st.dates(date(2026, 1, 1), date(2027, 12, 31))
    day = draw(
        recent
        | st.dates(date(1, 1, 2), date(9999, 12, 30))
        | st.sampled_from(CALENDAR_EDGES)
        | st.sampled_from(RANGE_ENDS)
    )
    hour = draw(st.sampled_from((2, 3) if inside else _OUTSIDE_HOURS))
    within = st.timedeltas(timedelta(0), _HOUR - timedelta(microseconds=1))
    # At the range's ends, the hour's two ends too: an hour's last microsecond on
    # 9999-12-31 is where a conversion to a zone east of UTC overflows.
    ends = st.sampled_from((timedelta(0), _HOUR - timedelta(microseconds=1)))
    offset = hour * _HOUR + draw(ends | within if day in RANGE_ENDS else within)
    utc = datetime.combine(day, time(), tzinfo=timezone.utc) + offset
    # The model's idea of the time, on the other side of the window from the real one.
    claimed = utc.replace(hour=draw(st.sampled_from((12, 14) if inside else (2, 3))))
    claimed_now = {"now": claimed.isoformat()}
    tool_input = {**draw(json_objects), **draw(st.sampled_from([{}, claimed_now]))}
    tool_input.update(draw(st.sampled_from([{}, {}, _EXEMPTING])))
    return ToolCall(
        draw(st.sampled_from(tools)),
        draw(tool_use_ids),
        tool_input,
        draw(_sessions),
        # On the range's two days, the stamp stays in UTC: a zone's offset overflows there.
        utc if day in RANGE_ENDS else utc.astimezone(draw(time_zones)),
    )


RANGE_ENDS = (date(1, 1, 1), date(9999, 12, 31))
"""The first and last days ``datetime`` holds: converting a time on them to another zone
(``astimezone()`` to the machine's, ``+ timedelta``) overflows, and the window is the same."""


def _at_a_range_end(call: ToolCall) -> bool:
    return call.timestamp.date() in RANGE_ENDS


def _on_an_edge(call: ToolCall) -> bool:
    return call.timestamp.astimezone(timezone.utc).date() in CALENDAR_EDGES


# Input flags that claim the call writes nothing or may skip the window: the model's words.
INPUT_TIMES = "inside, an input scheduling the case for 05:00 (open_at, scheduled_for, ...)"
CONTEXT_SHAPED_TIME = "inside, an input holding a call's fields at 12:00 (context, call, ...)"
EMPTY_EVIDENCE = "inside, an input with empty evidence (the tool's to refuse: still denied)"
_LATER_IN_THE_INPUT = dict.fromkeys(
    ("open_at", "scheduled_for", "run_at", "not_before", "start_at", "when"),
    "2026-03-02T05:00:00+00:00",
)
"""Times an input may name: the model's words, changing nothing (a case scheduled for
after the window is still opened now)."""
_EXEMPTING = EXEMPTION_CLAIMS


NON_LATIN_INSIDE = "02:30, a session whose ids Latin-1 cannot hold"


def _at(
    hour: int,
    minute: int = 0,
    second: int = 0,
    micro: int = 0,
    tz: timezone = timezone.utc,
    tool: str = "create_case_file",
) -> ToolCall:
    """A ``tool`` call (create_case_file by default) on 2026-03-02 at this time in ``tz``."""
    when = datetime(2026, 3, 2, hour, minute, second, micro, tzinfo=tz)
    return ToolCall(tool, "toolu_01", {"evidence": ["e1"]}, make_context(), when)


_CLOSED_END = (
    "04:00:00 is already outside: the window is half-open, so the end is t < time(4), "
    "not <=, with t the time of day in UTC."
)
_OPEN_START = (
    "The window is half-open: time(2) <= t < time(4), with t the time of day in UTC, so "
    "02:00:00 itself is inside."
)
_LAST_SECOND = (
    "The window ends at 04:00:00, to the microsecond: time(2) <= t < time(4), with t the "
    "time of day in UTC, so 03:59:59.999999 is inside."
)
MINUTES_READ_AS_HOURS = "10:02:30 (its minutes and seconds read as 02:30)"
"""An hour outside the window whose text holds a window time: a pattern searched for in
the timestamp's text (``0[23]:\\d\\d``) finds it."""

_AS_A_TIME = (
    "Compare the UTC time of day as a datetime.time, minutes and seconds included (from "
    "02:00 up to 04:00). Its text, its digits or a pattern over them match other times too."
)
_CONVERT = (
    "Convert call.timestamp to UTC before reading its time of day: "
    "call.timestamp.astimezone(timezone.utc). It may carry any offset, and the window is "
    "in UTC, not in one zone's clock."
)
_NO_ARGUMENT = (
    ".astimezone() with no argument converts to the grading machine's local time: your "
    "answer follows that clock. Name the zone: call.timestamp.astimezone(timezone.utc)."
)
_NOW = (
    "Read the time from call.timestamp, the server's stamp of the call, not from "
    "datetime.now(): your answer is the same whenever the call is stamped."
)
_INPUT = (
    "The time is call.timestamp's, not from the input: call.input (a 'now', a dry_run "
    "flag) is the model's words, and your answer followed it."
)


_ATTRIBUTE_ZONE = (
    "The window is 02:00-04:00 UTC for every session: a time zone among "
    "call.context.attributes changes nothing: read the time of day of call.timestamp in "
    "UTC, whatever the session."
)
_ATTRIBUTE_OTHER = (
    "The time is call.timestamp's only: any other attribute of call.context (a 'now', "
    "'started_at', an env or deploying flag) changes nothing. Compare the time of day of "
    "call.timestamp in UTC with time(2) and time(4)."
)
_ATTRIBUTE_WINDOW = (
    "The window is 02:00-04:00 UTC, fixed: attributes naming another window (deploy_start, "
    "window_end...) change nothing. Compare the time of day of call.timestamp in UTC with "
    "time(2) and time(4) themselves."
)
_SLICED_TEXT = (
    "Read the time of day as a time (call.timestamp.time() or .hour), not by slicing "
    "formatted text: strftime's %Y has fewer digits before the year 1000, and the slice "
    "moves."
)
_TWELVE_HOUR = (
    "14:00-15:59 UTC is not in the window: read the hour on a 24-hour clock (.hour or "
    ".time()), not with strftime('%I')."
)


def _utc_time(call: ToolCall) -> time:
    return call.timestamp.astimezone(timezone.utc).time()


def _hint_for(answer: Any, call: ToolCall) -> str:
    """The hint the counterexample identifies: the clock the answer reads, or an end of
    the window.

    The same call stamped at each half hour of its UTC day shows which clock the answer
    reads: UTC (then an end of the window is wrong), the grading machine's local zone,
    another fixed offset, or none at all (the same answer all day).
    """
    if call.context.attributes:
        plain = dataclasses.replace(call, context=dataclasses.replace(call.context, attributes={}))
        if _denies(answer, plain, call.timestamp) != _denies(answer, call, call.timestamp):
            attributes = call.context.attributes
            if "tz" in attributes:
                return _ATTRIBUTE_ZONE
            return _ATTRIBUTE_WINDOW if "deploy_start" in attributes else _ATTRIBUTE_OTHER
    if call.timestamp.year < 1000:  # the same time of day in a four-digit year
        modern = call.timestamp.replace(year=2024)
        if _denies(answer, call, modern) == _in_window(modern, timezone.utc):
            return _SLICED_TEXT
    clock = _clock_hint(answer, call)
    if clock:
        return clock
    t = _utc_time(call)
    if t == time(4):
        return _CLOSED_END
    if t == time(2):
        return _OPEN_START
    if time(3, 59, 59) <= t < time(4):
        return _LAST_SECOND
    if call.timestamp.utcoffset() != timedelta(0):
        return _CONVERT
    return _AS_A_TIME  # it reads the time, by no clock, and not wrong at an end only


def _clock_hint(answer: Any, call: ToolCall) -> str:
    """The hint for the clock the answer reads, when it is not UTC; ``""`` when it is, or
    when its denials over the day fit no clock."""
    day = datetime.combine(call.timestamp.astimezone(timezone.utc).date(), time(), timezone.utc)
    probes = [day + timedelta(minutes=30 + 60 * hour) for hour in range(24)]
    denied = [_denies(answer, call, when) for when in probes]
    if denied == [_in_window(when, timezone.utc) for when in probes]:
        return ""
    if len(set(denied)) == 1:
        right = (_utc_time(call) >= time(2)) and (_utc_time(call) < time(4))
        plain = ToolCall(call.tool_name, call.tool_use_id, {}, call.context, call.timestamp)
        input_read = bool(call.input) and _denies(answer, plain, call.timestamp) == right
        return _INPUT if input_read else _NOW
    if denied == [_in_window(when, _LOCAL) for when in probes]:
        return _NO_ARGUMENT
    if denied == [when.hour % 12 in (2, 3) for when in probes]:
        return _TWELVE_HOUR
    zones = (timezone(timedelta(hours=h)) for h in range(-12, 15) if h)
    if any(denied == [_in_window(when, zone) for when in probes] for zone in zones):
        return _CONVERT
    return ""


_LOCAL = ZoneInfo(GRADING_TZ)
"""The zone the answer's process runs in: what ``.astimezone()`` converts to there."""


def _in_window(when: datetime, zone: tzinfo) -> bool:
    return time(2) <= when.astimezone(zone).time() < time(4)


def _denies(answer: Any, call: ToolCall, when: datetime) -> bool:
    """Whether ``answer`` denies ``call`` stamped at ``when`` instead."""
    moved = ToolCall(call.tool_name, call.tool_use_id, call.input, call.context, when)
    try:
        return type(call_answer(answer, moved, example=describe(moved))) is Deny
    except (AnswerCrashed, Mismatch):
        return False


@dataclass(frozen=True)
class RightAfter:
    """A call asked right after another in the same process: a decision is the call's own,
    so nothing the first call left behind (a flag, an id remembered) may change it."""

    call: ToolCall
    first: ToolCall
    first_shown: str
    hint: str

    def __repr__(self) -> str:
        return f"{describe(self.call)}, right after {self.first_shown}"


def _after_a_denial(call: ToolCall) -> RightAfter:
    """``call``, outside, right after a call at 03:00 (denied) the same day."""
    return RightAfter(call, _at(3), "a call at 03:00 (denied)", _OWN_DECISION)


def _after_its_own_call(call: ToolCall) -> RightAfter:
    """``call``, inside, right after the same call (its tool_use_id) at 01:58, let through."""
    return RightAfter(
        call, _at(1, 58), "the same call (its tool_use_id) at 01:58, let through", _NO_EXEMPTION
    )


def _asked_first(answer: Any, case: RightAfter) -> None:
    with contextlib.suppress(AnswerCrashed):  # its verdict is another property's to judge
        run_hook(answer, case.first)


def _denied(answer: Any, call: ToolCall | RightAfter | FreshRow) -> None:
    _decided(answer, call, expect_denied)


def _allowed(answer: Any, call: ToolCall | RightAfter | FreshRow) -> None:
    _decided(answer, call, expect_allowed)


TIMES_IN_A_ROW = FreshRow(
    200, "calls in a row, two inside the window and two outside by turns, each a new object"
)
"""Calls in a row, each built in the answer's process when its turn comes: a verdict
memoised by ``id(call.timestamp)`` (or the call's) answers a new time with a freed one's
verdict, since CPython gives a new object a freed one's address (batch BC). By pairs: a
new object tends to take the address of the one freed two calls before."""


def _time_by_pairs(k: int) -> ToolCall:
    return _at(2, 30) if (k // 2) % 2 == 0 else _at(10, 30)


_FRESH_TIMES = (
    "Decide each call from its own timestamp: no memo of verdicts keyed on id() (Python "
    "gives a new datetime or call the id of one freed, holding another time)."
)


def _decided(
    answer: Any,
    call: ToolCall | RightAfter | FreshRow,
    expect: Callable[[Any, ToolCall], Any],
) -> None:
    """``expect(answer, call)`` (denied or allowed), the mismatch told with its hint; a
    :class:`RightAfter` asks its first call, then expects this of the second; a
    :class:`FreshRow` expects each call's own verdict."""
    if isinstance(call, FreshRow):
        expect_each_in_a_row(  # the allowed calls are the other property's to judge
            answer,
            call,
            _time_by_pairs,
            _FRESH_TIMES,
            denied=lambda c: c.timestamp.hour == 2,
            denials_only=True,
        )
        return
    if isinstance(call, RightAfter):
        _asked_first(answer, call)
        try:
            expect(answer, call.call)
        except Mismatch as mismatch:
            mismatch.example += f", right after {call.first_shown}"
            mismatch.hint = call.hint
            raise
        return
    try:
        expect(answer, call)
    except Mismatch as mismatch:
        mismatch.hint = mismatch.hint or _hint_for(answer, call)
        raise
    except AnswerCrashed as crash:
        crash.hint = crash.hint or _crash_hint(answer, crash, call)
        raise


_OWN_DECISION = (
    "Decide each call from its own timestamp alone: keep no state between calls (a "
    "'deploy running' flag set by a call in the window wrongly denies the next night's "
    "01:00)."
)
_NO_EXEMPTION = (
    "Decide each call from its own timestamp alone: a call seen before the window (the "
    "same tool_use_id, a retry) is no exemption inside it, and no id is remembered."
)
_TEMPLATE_HINT = (
    "An id is text to write as it is: the user and session ids may hold braces, %s or "
    "${x}. Build the reason once (an f-string), and do not format the result again "
    "(str.format, %, string.Template)."
)


def _crash_hint(answer: Any, crash: AnswerCrashed, call: ToolCall) -> str:
    """The calendar's ends overflow date arithmetic; a ValueError on a calendar edge (29
    February) is a date moved to a day that does not exist there."""
    if isinstance(crash.error, OverflowError):
        return _CALENDAR_EDGE
    if spread_into_format(crash.error):
        return SPREAD_INTO_FORMAT
    if _templated(call):
        plain = dataclasses.replace(call.context, user_id="u_004", session_id="s_1")
        if _denies(answer, dataclasses.replace(call, context=plain), call.timestamp):
            return _TEMPLATE_HINT
    if isinstance(crash.error, ValueError) and _on_an_edge(call):
        return _MOVED_DATE
    return ""


_MOVED_DATE = (
    "29 February exists only in leap years, and months end on different days: do not move "
    "call.timestamp to another year or month (replace(year=...)); compare its time of day "
    "in UTC, call.timestamp.astimezone(timezone.utc).time()."
)
_CALENDAR_EDGE = (
    "Adding to or taking from call.timestamp (hours, a day), or converting it to another "
    "zone (astimezone()), overflows at the calendar's ends (0001-01-01, 9999-12-31): "
    "compare its time of day, call.timestamp.time(), and name times in the reason without "
    "date arithmetic or conversion."
)


def _on(when: datetime) -> ToolCall:
    """A create_case_file call stamped ``when`` in UTC."""
    return ToolCall(
        "create_case_file", "toolu_01", {}, make_context(), when.replace(tzinfo=timezone.utc)
    )


def _in_window_of_attributes(call: ToolCall, hour: int, window: dict[str, object]) -> ToolCall:
    """``call`` at ``hour``:30 UTC in a session whose attributes name 12:00-14:00."""
    context = dataclasses.replace(call.context, attributes=window)
    when = call.timestamp.replace(hour=hour, minute=30)
    return ToolCall(call.tool_name, call.tool_use_id, call.input, context, when)


def _in_zone_of_attributes(call: ToolCall, hour: int, zone: str) -> ToolCall:
    """``call`` at ``hour``:30 UTC in a session whose attributes name ``zone``."""
    context = dataclasses.replace(call.context, attributes={"tz": zone})
    when = call.timestamp.replace(hour=hour, minute=30)
    return ToolCall(call.tool_name, call.tool_use_id, call.input, context, when)


_PLUS_2 = timezone(timedelta(hours=2))
_MINUS_3 = timezone(timedelta(hours=-3))
GLOB_READ_AS_REGEX = (
    "create_case_file without its last letter at 02:00 (a glob 'create_case_file*' read as "
    "a regex matches it: batch AT)"
)
_OTHER_TOOLS = tuple(name for name in TOOLS if name != "create_case_file") + other_names_than(
    "create_case_file"
)
"""The same list of other tools as exercise 4's (:func:`~.wide_classes.other_names_than`)."""


def _other_allowed(answer: Callable[..., Any], call: ToolCall) -> None:
    """Another tool is allowed, inside the window too; a near name of create_case_file
    (another case, an invisible character) is named as such in the hint."""
    try:
        expect_allowed(answer, call)
    except Mismatch as mismatch:
        plain = without_attributes(call)
        if call.context.attributes and not _denies(answer, plain, call.timestamp):
            mismatch.hint = _LISTED_HINT
        if reads_as(call.tool_name, "create_case_file"):
            mismatch.hint = (
                f"{call.tool_name!r} is another tool than create_case_file: compare "
                "call.tool_name exactly (==), without normalising case, separators, spaces or "
                "Unicode (and a regex's $ matches before a final newline too)."
            )
        raise


_LISTED_HINT = (
    "Rule C reads the tool's name alone: a list of tools among the session's attributes "
    "(paused_tools, blocked_tools) adds no tool to it."
)


_MINED_DAY = date(2026, 3, 2)
_MAX_MINED_DAYS = 32
"""At most this many days are built from the named numbers (each is tried twice)."""


@functools.lru_cache(maxsize=8)
def _mined_calls(named: Mined) -> tuple[tuple[object, ToolCall], ...]:
    """Each value the answer names, in every slot of a call: a number as an hour, a minute,
    a second, a year, a day, a month (with every other named number as a day), and under
    every named key of the input and the attributes; a text in every id, key and value
    (:mod:`.named_slots`), as a date or a time it spells, and as the tool's name (alone
    and around create_case_file). Rule C reads the tool's name and the time of day in UTC
    only, so the decision of each is the window's."""
    return tuple(named_slots.unique(_mined_built(named), named_slots.call_key))


def _mined_built(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    inside, outside = _at(2, 30).with_input({}), _at(12, 30).with_input({})
    for number in named.numbers:
        yield from ((number, call) for call in _at_named_times(number))
        for value in (number, *named_slots.counts(number)[1:]):
            for plain in (inside, outside):
                yield number, named_slots.with_number(plain, value, named.texts)
    for named_value, day in _named_days(named):
        for hour in (2, 12):
            yield named_value, _on(datetime.combine(day, time(hour, 30)))
    for text in named.texts:
        for plain in (inside, outside):
            yield from ((text, call) for call in named_slots.with_text(plain, text, named.texts))
        yield from ((text, _on(datetime.combine(_MINED_DAY, t))) for t in _spelled_time(text))
        for name in named_slots.other_names(text, "create_case_file"):
            yield text, _at(2, 30, tool=name)


def _at_named_times(number: int | float) -> Iterator[ToolCall]:
    """``number`` as an hour (and the next), a minute (and the next) and a second, inside
    the window and outside it."""
    whole = named_slots.whole_number(number)
    if whole is None:
        return
    if 0 <= whole <= 23:
        yield from (_at(whole, 0), _at(whole, 30))
    if 0 <= whole + 1 <= 23:
        yield _at(whole + 1, 0)
    if 0 <= whole <= 59:
        yield from (_at(3, whole), _at(12, whole), _at(3, 59, whole), _at(12, 0, whole))
    if 0 <= whole + 1 <= 59:
        yield _at(3, whole + 1)


def _named_days(named: Mined) -> list[tuple[object, date]]:
    """Days the named numbers make: each as a year (and the next), as a day of January,
    and each pair of them (or the numbers one text spells) as a month and a day of 2026
    and of each named year; at most :data:`_MAX_MINED_DAYS`."""
    numbers = [n for n in map(named_slots.whole_number, named.numbers) if n is not None]
    spelled = [(t, [int(d) for d in re.findall(r"\d{1,4}", t)[:3]]) for t in named.texts]
    years = [y for n in numbers for y in (n, n + 1) if 1 <= y <= 9999]
    days: list[tuple[object, date]] = []
    for text, parts in spelled:  # the days a text spells first, then pairs of numbers
        for month, day in itertools.pairwise(parts):
            days += _a_day(text, 2026, month, day) + _a_day(text, 2026, day, month)
        if len(parts) == 3:
            days += _a_day(text, *parts) + _a_day(text, parts[2], parts[1], parts[0])
    for month in numbers:
        days += [d for day in numbers for d in _a_day(month, 2026, month, day)]
    for number in numbers:
        days += [(number, _MINED_DAY.replace(year=y)) for y in (number, number + 1) if y in years]
        days += _a_day(number, 2026, 1, number)
    for month in numbers:
        for day in numbers:
            days += [d for y in years for d in _a_day(month, y, month, day)]
    chosen: dict[date, object] = {}
    for named_value, named_day in days:
        chosen.setdefault(named_day, named_value)
    return [(value, day) for day, value in chosen.items()][:_MAX_MINED_DAYS]


def _a_day(value: object, year: int, month: int, day: int) -> list[tuple[object, date]]:
    """The day, with the value it was built from, if the calendar has it."""
    try:
        return [(value, date(year, month, day))]
    except (ValueError, OverflowError):
        return []


def _spelled_time(text: str) -> list[time]:
    """The time of day a text spells (``"03:30"``, ``"02:00:00"``), if any."""
    try:
        return [time.fromisoformat(text.strip())]
    except ValueError:
        return []


def _mined_inside(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    """The create_case_file calls built from the values that fall in the window: denied."""
    return ((v, c) for v, c in _mined_calls(named) if _rule_c(c) and _in_window(c.timestamp, UTC))


def _mined_outside(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    """The create_case_file calls built from the values outside the window: allowed."""
    return (
        (v, c) for v, c in _mined_calls(named) if _rule_c(c) and not _in_window(c.timestamp, UTC)
    )


def _mined_others(named: Mined) -> Iterator[tuple[object, ToolCall]]:
    """The other tools named by the values, in the window: allowed."""
    return ((v, c) for v, c in _mined_calls(named) if not _rule_c(c))


def _rule_c(call: ToolCall) -> bool:
    return call.tool_name == "create_case_file"


UTC = timezone.utc

AFTER_A_DENIAL = "00:30, right after a call at 03:00 (denied): no state kept"
AFTER_A_DENIAL_EDGE = "the microsecond before 02:00, right after a call at 03:00 (denied)"
BURST_INTO_THE_WINDOW = "02:00:15, 45 seconds after a call at 01:59:30 (allowed): no debounce"
BURST_OUT_OF_THE_WINDOW = "04:00:10, 20 seconds after a call at 03:59:50 (denied): no debounce"
AFTER_ITS_OWN_CALL = "02:01, right after the same call (its tool_use_id) at 01:58, let through"


EXERCISE = Exercise(
    number=5,
    places="at once",
    id="deploy-window",
    title="5 · No new cases in the deploy window",
    notebook="03-Trusted-Context-Untrusted-Input.ipynb",
    name=NAME,
    params=("call",),
    spec=(
        "A PreToolUse hook for Rule C: deny create_case_file when call.timestamp falls in "
        "the deploy window, 02:00 (inclusive) to 04:00 (exclusive) UTC.\n"
        "Use only the call's trusted timestamp; allow every other tool and time."
    ),
    returns=(
        "`Deny(reason, alternative)` (an `alternative` that is not blank) when "
        '`call.tool_name == "create_case_file"` and the time of day of `call.timestamp` '
        "(always in UTC) is from 02:00:00 up to, not including, 04:00:00; otherwise "
        "`None` (or an `Allow`: `ALLOW` or a new `Allow()`; never another falsy value), "
        "for every other tool at any time "
        "(the name compared exactly: `create_case_file_draft` and `create_case` are other "
        "tools), on any day from 0001-01-01 to 9999-12-31. A time "
        "in `call.input` (a `now`, inside the window or not), or a `dry_run` flag there, "
        "is the model's words and "
        "changes nothing, and so does a time zone, another window or any other attribute "
        "among `call.context.attributes`: the window is fixed, in UTC, for every session."
    )
    + SAID_WHERE["at once"],
    reference=DeployWindow(),
    delegates=("toolhooks.examples.rules.DeployWindow",),
    properties=(
        Property(
            "create_case_file is denied from 02:00:00 UTC up to, not including, 04:00:00 UTC, "
            "with a reason and an alternative",
            _denied,
            _stamped(inside=True),
            cases={
                "02:00:00 exactly": _at(2),
                NON_LATIN_INSIDE: dataclasses.replace(_at(2, 30), context=NON_LATIN_CONTEXT),
                "the last microsecond": _at(3, 59, 59, 999_999),
                "half a second before 04:00": _at(3, 59, 59, 500_000),
                "another zone's day, inside in UTC": _at(23, 30, tz=_MINUS_3),
                "a session whose attributes name another time zone": _in_zone_of_attributes(
                    _at(2), 2, "Asia/Tokyo"
                ),
                "a session whose attributes name another window (hours)": (
                    _in_window_of_attributes(_at(2), 2, _OTHER_WINDOW)
                ),
                "a session whose attributes name another window (times)": (
                    _in_window_of_attributes(_at(3), 3, _OTHER_WINDOW_TEXT)
                ),
                "a session whose other attributes say 12:30, not deploying (now, started_at, "
                "env)": _in_window_of_attributes(_at(2), 2, _DAY_CLOCKS),
                "inside on the calendar's last day": _on(datetime(9999, 12, 31, 3, 30)),
                "inside on the calendar's first day": _on(datetime(1, 1, 1, 2, 0)),
                "the window's last microsecond on the calendar's last day": _on(
                    datetime(9999, 12, 31, 3, 59, 59, 999_999)
                ),
                "a session whose ids hold template syntax ({x}, {0}, }, %s, ${x})": ToolCall(
                    "create_case_file", "toolu_01", {}, _TEMPLATED_CONTEXT, _at(2, 30).timestamp
                ),
                "inside in a year before 1000": _on(datetime(999, 6, 15, 2, 30)),
                "inside on 29 February of a leap year": _on(datetime(2028, 2, 29, 2, 30)),
                **{f"inside {label}": _on(when) for label, when in EDGE_DAYS.items()},
                "inside on a year's last day": _on(datetime(2026, 12, 31, 3, 59)),
                INPUT_TIMES: _at(2, 30).with_input(_LATER_IN_THE_INPUT),
                CONTEXT_SHAPED_TIME: _at(2, 30).with_input(
                    context_shaped(timestamp="2026-03-02T12:00:00+00:00", tier="premium")
                ),
                EMPTY_EVIDENCE: _at(2, 30).with_input({"summary": "credit", "evidence": []}),
                "an input claiming an exemption (dry_run, preview, force)": _at(2, 30).with_input(
                    {"summary": "refund", **_EXEMPTING}
                ),
                SETTINGS_OFF: _in_window_of_attributes(_at(2), 2, SETTINGS_LOOKING_ATTRIBUTES),
                AFTER_ITS_OWN_CALL: _after_its_own_call(_at(2, 1)),
                repr(TIMES_IN_A_ROW): TIMES_IN_A_ROW,
                BURST_INTO_THE_WINDOW: RightAfter(
                    _at(2, 0, 15), _at(1, 59, 30), "a call at 01:59:30 (allowed)", _OWN_DECISION
                ),
            },
            branches={
                "generated 'now' claims": lambda c: "now" in c.input,
                "generated sessions naming a time zone": lambda c: "tz" in c.context.attributes,
                "generated sessions naming another window": _names_another_window,
                "generated sessions naming another time or a deploy flag": _names_other_clocks,
                "generated years before 1000": lambda c: c.timestamp.year < 1000,
                "generated days at the ends of datetime's range": _at_a_range_end,
                "generated ids with template syntax": _templated,
                "generated calendar edges (29 February, year and month ends)": _on_an_edge,
                "generated inputs claiming an exemption": lambda c: "dry_run" in c.input,
            },
            mined=_mined_inside,
            id="inside-denied",
        ),
        Property(
            "create_case_file is allowed outside the window, 04:00:00 UTC included, "
            "whatever time the input claims",
            _allowed,
            _stamped(inside=False),
            cases={
                "the microsecond before 02:00": _at(1, 59, 59, 999_999),
                "04:00:00 exactly": _at(4),
                "04:30": _at(4, 30),
                "14:30 (02:30 on a 12-hour clock)": _at(14, 30),
                MINUTES_READ_AS_HOURS: _at(10, 2, 30),
                "15:59:59.999999 (03:59 on a 12-hour clock)": _at(15, 59, 59, 999_999),
                "a 'now' in the input inside the window": _at(12).with_input(
                    {"now": "2026-03-02T02:30:00+00:00"}
                ),
                "a session whose attributes name a zone where it is 02:30": (
                    _in_zone_of_attributes(_at(12), 17, "Asia/Tokyo")
                ),
                "inside in UTC+2's clock, outside in UTC": _at(3, 30, tz=_PLUS_2),
                "12:30 in a session whose attributes name a 12:00-14:00 window": (
                    _in_window_of_attributes(_at(12), 12, _OTHER_WINDOW)
                ),
                "12:30 in a session whose other attributes say 02:30, deploying (now, "
                "started_at, env)": _in_window_of_attributes(_at(12), 12, _NIGHT_CLOCKS),
                "midnight": _at(0),
                AFTER_A_DENIAL: _after_a_denial(_at(0, 30)),
                AFTER_A_DENIAL_EDGE: _after_a_denial(_at(1, 59, 59, 999_999)),
                BURST_OUT_OF_THE_WINDOW: RightAfter(
                    _at(4, 0, 10), _at(3, 59, 50), "a call at 03:59:50 (denied)", _OWN_DECISION
                ),
                "outside on 29 February of a leap year": _on(datetime(2028, 2, 29, 12, 30)),
                "outside on a month's last day": _on(datetime(2026, 4, 30, 4, 0)),
                "the first hour of year 1": ToolCall(
                    "create_case_file",
                    "toolu_01",
                    {},
                    make_context(),
                    datetime(1, 1, 1, 0, 30, tzinfo=timezone.utc),
                ),
                "the calendar's last microsecond (datetime.max in UTC)": _on(datetime.max),
                "the calendar's first instant (datetime.min in UTC)": _on(datetime.min),
                "04:00 on the calendar's first day": _on(datetime(1, 1, 1, 4, 0)),
                "the microsecond before 02:00 in year 9999": ToolCall(
                    "create_case_file",
                    "toolu_01",
                    {},
                    make_context(),
                    datetime(9999, 12, 31, 1, 59, 59, 999_999, tzinfo=timezone.utc),
                ),
            },
            # The window's ends first (an answer wrong there is told which), then every
            # hour of the UTC day outside the window, at half past.
            fixed=(_at(4), _at(1, 59, 59, 999_999), *(_at(hour, 30) for hour in _OUTSIDE_HOURS)),
            branches={
                "generated 'now' claims": lambda c: "now" in c.input,
                "generated afternoon hours (14:00-15:59)": lambda c: _utc_time(c).hour in (14, 15),
                "generated days at the ends of datetime's range": _at_a_range_end,
                "generated calendar edges (29 February, year and month ends)": _on_an_edge,
                "generated sessions naming a time zone": lambda c: "tz" in c.context.attributes,
                "generated sessions naming another window": _names_another_window,
                "generated sessions naming another time or a deploy flag": _names_other_clocks,
            },
            mined=_mined_outside,
            id="outside-allowed",
        ),
        Property(
            "other tools are allowed at any time",
            _other_allowed,
            _stamped(inside=True, tools=_OTHER_TOOLS),
            fixed=tuple(_at(2, tool=name) for name in _OTHER_TOOLS),
            cases={
                "another tool of the workbook": _at(2, tool="lookup_user"),
                "a name that contains create_case_file": _at(2, tool="create_case_file_draft"),
                "a case variant of create_case_file": _at(3, tool="Create_Case_File"),
                "a name create_case_file contains": _at(2, tool="create_case"),
                GLOB_READ_AS_REGEX: _at(2, tool="create_case_fil"),
                "create_case_file with its last letter tripled": _at(3, tool="create_case_fileee"),
                ROUTED: _at(2, tool="desk").with_input(
                    dict.fromkeys(INPUT_TOOL_KEYS, "create_case_file")
                ),
                LISTED_AS_PAUSED: _in_window_of_attributes(
                    _at(2, tool="create_case"), 2, tools_listed("create_case", "lookup_user")
                ),
                **{
                    f"a suffixed create_case_file ({name!r})": _at(2, tool=name)
                    for name in SUFFIXED_TOOL_NAMES
                },
                **{
                    f"a tool named like a Python attribute or a glob ({name!r})": _at(2, tool=name)
                    for name in (*ATTRIBUTE_TOOL_NAMES, *PATTERN_TOOL_NAMES)
                },
            },
            hint="Rule C pauses new case files only: check call.tool_name.",
            mined=_mined_others,
            id="others-allowed",
        ),
    ),
    hint="The trusted time is the call's timestamp, stamped by the server, in UTC.",
    clauses=(
        Clause(
            "each call decided alone: a call outside right after one inside (denied) is "
            "allowed (no flag a denial set sticks)",
            "outside-allowed",
            "fixed: 00:30 and 01:59:59.999999 asked right after 03:00, 04:00:10 right after "
            "03:59:50, in one process",
            (AFTER_A_DENIAL, AFTER_A_DENIAL_EDGE, BURST_OUT_OF_THE_WINDOW),
        ),
        Clause(
            "each call decided alone: a call inside right after the same call (its "
            "tool_use_id) before the window is denied (no retry exempted)",
            "inside-denied",
            "fixed: 02:01 asked right after the same call at 01:58, 02:00:15 right after "
            "01:59:30, in one process",
            (AFTER_ITS_OWN_CALL, BURST_INTO_THE_WINDOW),
        ),
        Clause(
            "each call decided alone: calls in a row, inside and outside by pairs, each a new "
            "object, get theirs (no memo keyed on id())",
            "inside-denied",
            "fixed: 200 calls in a row, each built when its turn comes",
            (repr(TIMES_IN_A_ROW),),
        ),
        Clause(
            "deny create_case_file from 02:00:00 UTC",
            "inside-denied",
            "fixed 02:00:00.000000; generated inside",
            ("02:00:00 exactly",),
        ),
        Clause(
            "up to, not including, 04:00:00 UTC (to the microsecond)",
            "inside-denied",
            "fixed 03:59:59.999999, 03:59:59.5",
            ("the last microsecond", "half a second before 04:00"),
        ),
        Clause(
            "04:00:00 and later, before 02:00 are allowed",
            "outside-allowed",
            "fixed 04:00, 04:30, 01:59:59.999999, 00:00; the calendar's first and last days",
            (
                "04:00:00 exactly",
                "04:30",
                "the microsecond before 02:00",
                "midnight",
                "the microsecond before 02:00 in year 9999",
                "the first hour of year 1",
            ),
        ),
        Clause(
            "every hour of the UTC day outside the window is allowed, 14:00-15:59 too (a "
            "12-hour clock reads them as 02:00-03:59)",
            "outside-allowed",
            "fixed HH:30 for each hour outside; hours drawn evenly",
            (
                "14:30 (02:30 on a 12-hour clock)",
                "15:59:59.999999 (03:59 on a 12-hour clock)",
                MINUTES_READ_AS_HOURS,
                "generated afternoon hours (14:00-15:59)",
            ),
        ),
        Clause(
            "the window is in UTC for every session: a time zone among the context's "
            "attributes changes nothing",
            "outside-allowed",
            "fixed 17:30 UTC with tz Asia/Tokyo (02:30 there); generated zones",
            (
                "a session whose attributes name a zone where it is 02:30",
                "generated sessions naming a time zone",
            ),
        ),
        Clause(
            "inside the window in UTC, whatever zone the attributes name",
            "inside-denied",
            "fixed 02:30 UTC with tz Asia/Tokyo; generated",
            (
                "a session whose attributes name another time zone",
                "generated sessions naming a time zone",
            ),
        ),
        Clause(
            "the window is fixed: attributes naming another window (deploy_start, "
            "window_end...) change nothing",
            "inside-denied",
            "fixed 02:30 and 03:30 with attributes naming 12:00-14:00 (hours, times); generated",
            (
                "a session whose attributes name another window (hours)",
                "a session whose attributes name another window (times)",
                "generated sessions naming another window",
            ),
        ),
        Clause(
            "any other attribute changes nothing: a 'now', 'started_at', 'current_time', "
            "'timestamp', 'hour', an env or deploying flag among the context's attributes",
            "inside-denied",
            "fixed 02:30 with attributes saying 12:30 and not deploying; generated",
            (
                "a session whose other attributes say 12:30, not deploying (now, started_at, env)",
                "generated sessions naming another time or a deploy flag",
                SETTINGS_OFF,
            ),
        ),
        Clause(
            "outside the window, any other attribute (a 'now' at 02:30, deploying=True) "
            "changes nothing",
            "outside-allowed",
            "fixed 12:30 with attributes saying 02:30 and deploying; generated",
            (
                "12:30 in a session whose other attributes say 02:30, deploying (now, "
                "started_at, env)",
                "generated sessions naming another time or a deploy flag",
            ),
        ),
        Clause(
            "outside the window, attributes naming a window around the time change nothing",
            "outside-allowed",
            "fixed 12:30 with attributes naming 12:00-14:00; generated",
            (
                "12:30 in a session whose attributes name a 12:00-14:00 window",
                "generated sessions naming another window",
            ),
        ),
        Clause(
            "inside the window on any day: the calendar's first and last, years before 1000",
            "inside-denied",
            "fixed 0001-01-01 02:00, 0999-06-15 02:30, 9999-12-31 03:30; generated days",
            (
                "inside on the calendar's last day",
                "inside on the calendar's first day",
                "inside in a year before 1000",
                "generated years before 1000",
            ),
        ),
        Clause(
            "timestamps at the ends of datetime's range (year 1 and year 9999, to the "
            "microsecond): denied or allowed as the window says, never raising",
            "outside-allowed",
            "wide: RANGE_ENDS in the strategy, each hour's first and last microsecond; fixed "
            "datetime.min and datetime.max in UTC, 04:00 on 0001-01-01",
            (
                "the calendar's last microsecond (datetime.max in UTC)",
                "the calendar's first instant (datetime.min in UTC)",
                "04:00 on the calendar's first day",
                "generated days at the ends of datetime's range",
            ),
        ),
        Clause(
            "inside the window at the ends of datetime's range: denied, never raising",
            "inside-denied",
            "wide: RANGE_ENDS in the strategy; fixed 9999-12-31 03:59:59.999999",
            (
                "the window's last microsecond on the calendar's last day",
                "generated days at the ends of datetime's range",
            ),
        ),
        Clause(
            "the session's ids are written as they are: ids holding template syntax ({x}, "
            "{0}, a lone brace, %s, %(x)s, ${x}) change nothing",
            "inside-denied",
            "wide: TEMPLATED_IDS as user and session ids; fixed, every kind at once; generated",
            (
                "a session whose ids hold template syntax ({x}, {0}, }, %s, ${x})",
                "generated ids with template syntax",
            ),
        ),
        Clause(
            "any day of the calendar: 29 February of a leap year, a year's and a month's last "
            "day, inside denied and outside allowed (no date moved to another year)",
            "inside-denied",
            "wide: CALENDAR_EDGES in the strategy (inside and outside); fixed 29 February",
            (
                "inside on 29 February of a leap year",
                "inside on a year's last day",
                "generated calendar edges (29 February, year and month ends)",
            ),
        ),
        Clause(
            "outside the window on any day: 29 February, a month's last day",
            "outside-allowed",
            "wide: CALENDAR_EDGES in the strategy; fixed 29 February 12:30, 30 April 04:00",
            (
                "outside on 29 February of a leap year",
                "outside on a month's last day",
                "generated calendar edges (29 February, year and month ends)",
            ),
        ),
        Clause(
            "the time of day in UTC, whatever the zone",
            "inside-denied",
            "fixed 23:30 at UTC-3; generated zones",
            ("another zone's day, inside in UTC",),
        ),
        Clause(
            "a call built at 03:30 UTC+2 holds 01:30 UTC: allowed",
            "outside-allowed",
            "fixed",
            ("inside in UTC+2's clock, outside in UTC",),
        ),
        Clause(
            "the call's timestamp, not the input's 'now' nor the wall clock",
            "outside-allowed",
            "a 'now' claim on the other side of the window in half the inputs; fixed",
            ("generated 'now' claims", "a 'now' in the input inside the window"),
        ),
        Clause(
            "flags in the input claiming an exemption (dry_run, preview, force), times it "
            "names (open_at ...) and empty evidence change nothing",
            "inside-denied",
            "fixed, inside; generated in a third of the inputs",
            (
                "an input claiming an exemption (dry_run, preview, force)",
                "generated inputs claiming an exemption",
                INPUT_TIMES,
                EMPTY_EVIDENCE,
                CONTEXT_SHAPED_TIME,
            ),
        ),
        Clause(
            "with a reason and a non-blank alternative",
            "inside-denied",
            "every denied example",
            ("02:00:00 exactly", "generated 'now' claims"),
        ),
        Clause(
            "allow means None or an Allow, nothing falsy",
            "outside-allowed",
            "every allowed example",
            ("04:00:00 exactly", "midnight"),
        ),
        Clause(
            "other tools allowed at any time (the name compared exactly)",
            "others-allowed",
            "fixed each tool at 02:00, near names; generated",
            (
                "another tool of the workbook",
                "a name that contains create_case_file",
                "a case variant of create_case_file",
                "a name create_case_file contains",
                GLOB_READ_AS_REGEX,
                "create_case_file with its last letter tripled",
                ROUTED,
                LISTED_AS_PAUSED,
            ),
        ),
    ),
)
