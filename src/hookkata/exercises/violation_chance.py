"""Exercise 1: the chance of at least one violation in n requests at compliance p."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterator
from decimal import Decimal
from fractions import Fraction
from typing import Any, cast

from hypothesis import strategies as st

from hookkata.exercises.named_slots import counts, unique, whole_number
from hookkata.exercises.wide_classes import LONE_BRACES, TEMPLATE_SYNTAX
from hookkata.grading.codec import IntLike, foreign_error
from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.mining import Mined
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import (
    NO_HINT,
    AnswerCrashed,
    Mismatch,
    call_answer,
    call_in_steps,
    call_text,
    expect_raises,
    shown,
)

NAME = "violation_chance"


def reference(p: float, n: int) -> float:
    """1 - p**n: every one of n independent requests complies with probability p."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be a whole number of requests, got {n!r}.")
    if n < 0:
        raise ValueError(f"n must be 0 or more, got {n}.")
    if not 0.0 <= p <= 1.0:  # also rejects NaN
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}.")
    return 1.0 - p**n


def _matches_formula(answer: Callable[..., Any], example: tuple[float, int]) -> None:
    p, n = example
    expected = 1.0 - p**n  # from the example alone, before the answer runs
    shown_call = call_text(NAME, p, n)
    try:
        got = call_answer(answer, p, n, example=shown_call)
    except AnswerCrashed as crash:
        if isinstance(crash.error, OverflowError) and n > _FLOAT_INTS:
            raise Mismatch(
                shown_call,
                f"raised {crash.one_line}",
                f"{expected!r}: p={p!r} is an int, so p**n is exact for any n",
                _OVERFLOW_HINT,
            ) from None
        if isinstance(crash.error, (ValueError, TypeError)):
            raise Mismatch(
                shown_call,
                f"raised {crash.one_line}",
                f"{expected!r}: p={p!r} is a probability and n={shown(n)} a whole number >= 0",
                _raised_hint(p, n),
            ) from None
        raise
    if type(got) not in (int, float):
        raise Mismatch(shown_call, f"{shown(got)} (a {type(got).__name__})", f"{expected!r}")
    if not math.isclose(expected, got, rel_tol=1e-9, abs_tol=1e-12):
        hint = ""
        if math.isclose(100 * expected, got, rel_tol=1e-9, abs_tol=1e-9) and expected:
            hint = "A chance is a number in [0, 1], not a percentage: do not multiply by 100."
        elif expected and any(got == round(expected, digits) for digits in range(10)):
            hint = "Return the exact value; round only when you print it."
        elif got == 1 and n > 1_000:
            hint = _CUT_SHORT_HINT
        elif _first_order(p, n, got):
            hint = _APPROXIMATED_HINT
        elif _poisson(p, n, got):
            hint = _POISSON_HINT
        elif math.isclose(expected, got, rel_tol=1e-3):
            hint = _ONE_POWER_HINT
        raise Mismatch(shown_call, shown(got), f"{expected!r} (1 - p**n)", hint)


_CUT_SHORT_HINT = (
    "Even with n in the millions, 1 - p**n stays below 1 while p**n is above 0 (p near "
    "1): compute it, do not cut a large n short to 1.0."
)


def _first_order(p: Any, n: Any, got: float) -> bool:
    """Whether ``got`` is ``n * (1 - p)`` where that is small (a risk under 1 %): the
    first-order approximation, not the expected count mistaken for a chance."""
    if not isinstance(p, float) or not isinstance(n, int) or n >= 2**53:
        return False
    first = n * (1 - p)
    return first < 0.01 and math.isclose(got, first, rel_tol=1e-12)


def _poisson(p: Any, n: Any, got: float) -> bool:
    """Whether ``got`` is the Poisson limit ``1 - exp(-n(1 - p))`` (batch AM)."""
    if not isinstance(p, float) or not isinstance(n, int) or n >= 2**53:
        return False
    return math.isclose(got, -math.expm1(-n * (1 - p)), rel_tol=1e-12)


_POISSON_HINT = (
    "1 - exp(-n(1 - p)) is the Poisson limit of 1 - p**n, not 1 - p**n: near p = 1 it is "
    "off by more than 1e-9. Compute 1 - p**n itself."
)
_APPROXIMATED_HINT = (
    "Return 1 - p**n itself, however small the risk: n * (1 - p) is only its first term, "
    "off by about its square / 2, far more than the 1e-9 allowed."
)
_ONE_POWER_HINT = (
    "Compute p**n with Python's ** in one step: multiplying or squaring by hand adds a "
    "rounding error at every step, and with n in the billions they add up past 1e-9."
)
_FLOAT_INTS = 2**1024
"""The first int a float cannot hold: ``float(n)`` overflows from here on."""

_OVERFLOW_HINT = (
    "With an int p (0 or 1), p**n is exact for any n; math.pow, float(p), "
    "float(n) or math.isfinite(n) go through floats, which overflow beyond about 1e308."
)


_HUGE_N = 10**5000
"""An ``n`` of 5,001 digits: Python refuses to turn an int of more than 4,300 digits into
decimal text (``str``, ``repr``, an f-string raise ``ValueError``), so an answer that
writes ``n`` into a log line or a message first raises for a valid count."""
_DIGIT_LIMIT_BITS = 14_300
"""Ints longer than this have more than 4,300 decimal digits (``sys.int_info``'s limit)."""
_DIGITS_HINT = (
    "Only nonsense raises, and this n is a whole number >= 0: Python refuses to write an int "
    "of more than 4,300 digits as text (str(n), repr(n), f'{n}' and '%d' refuse it), so do "
    "not format n, in a log line or a message, before computing 1 - p**n."
)


def _raised_hint(p: float, n: int) -> str:
    """Which sensible input the answer took for nonsense, when the example tells: an edge
    p with some requests, or no requests with an inner p. Both edges at once fit either
    mistake, so no hint names one."""
    edge_p, no_requests = p in (0, 1), n == 0
    if n.bit_length() > _DIGIT_LIMIT_BITS:
        return _DIGITS_HINT
    if p == 0 and math.copysign(1.0, p) < 0:
        return "Only nonsense raises: -0.0 equals 0, a probability; test p < 0, not its sign."
    if n > sys.maxsize:
        return (
            f"Only nonsense raises: any int n >= 0 is a number of requests, however large "
            f"(n = {shown(n)}); do not cap it: 1 - p**n is still a float."
        )
    if edge_p and no_requests:
        return NO_HINT
    if edge_p:
        return (
            f"Only nonsense raises: p = 0 and p = 1 are probabilities (never, or always, "
            f"complying); the chance is then 1 - p**n = {1 - p**n!r}."
        )
    if no_requests:
        return (
            "Only nonsense raises: n = 0 (no requests) is a whole number; the chance is "
            "then 1 - p**0 = 0."
        )
    return "Only nonsense raises: this p is a probability and this n a whole number >= 0."


def _rejects(answer: Callable[..., Any], example: tuple[Any, Any]) -> None:
    p, n = example
    try:
        expect_raises(
            answer,
            p,
            n,
            example=call_text(NAME, p, n),
            kinds=_loud_enough(p, n),
            hint=_rejects_hint(p, n),
        )
    except Mismatch as mismatch:
        mismatch.hint = (
            _formatted_again(answer, p, n)
            or _shortcut_hint(answer, p, n)
            or _swapped_hint(answer, p, n)
            or mismatch.hint
        )
        raise


def _loud_enough(p: Any, n: Any) -> tuple[type[Exception], ...]:
    """What may be raised for nonsense: ValueError or TypeError; also OverflowError for an
    infinite ``n`` or an int ``p`` beyond a float (``int(inf)``, the usual whole-number test,
    and ``math.isfinite(p)`` raise it), and ``decimal.InvalidOperation`` for a Decimal NaN
    ``p`` (what comparing it raises: ``0 <= Decimal('NaN')``)."""
    kinds: tuple[type[Exception], ...] = (ValueError, TypeError)
    if _infinite(n) or _beyond_float(p):
        kinds += (OverflowError,)
    if isinstance(p, Decimal) and p.is_nan():
        kinds += (_INVALID_OPERATION,)
    return kinds


_INVALID_OPERATION = cast(type[Exception], foreign_error("InvalidOperation", "ArithmeticError"))
"""``decimal.InvalidOperation`` as it arrives from the answer's process (by its name, under
ArithmeticError)."""


def _looks_swapped(p: Any, n: Any) -> bool:
    """A whole p above 1 and a float n in [0, 1]: what a call with p and n swapped looks like."""
    whole = type(p) is int or (type(p) is float and math.isfinite(p) and p.is_integer())
    return whole and p > 1 and type(n) is float and 0 <= n <= 1


def _swapped_hint(answer: Callable[..., Any], p: Any, n: Any) -> str:
    """The hint for an answer that swapped p and n because they looked swapped: it returned
    ``1 - n**p``, the chance for the arguments the other way round; ``""`` otherwise."""
    if not _looks_swapped(p, n) or _beyond_float(p):
        return ""
    try:
        got = call_answer(answer, p, n, example=call_text(NAME, p, n))
    except AnswerCrashed:
        return ""
    if type(got) not in (int, float) or not math.isclose(got, 1 - n ** int(p), rel_tol=1e-9):
        return ""
    return (
        f"The arguments ({p!r}, {n!r}) look swapped, and the answer swapped them back: "
        "take them as they come. A p above 1 is not a probability and a float n not a "
        "count of requests: refuse both."
    )


def _shortcut_hint(answer: Callable[..., Any], p: Any, n: Any) -> str:
    """The hint for a shortcut taken before the checks, when the example shows it: an
    edge p (0 or 1) returned for an n the answer refuses with an inner p, or no requests
    (n = 0) returned for a p it refuses with some requests; ``""`` otherwise."""
    if type(p) in (int, float) and p in (0, 1) and _raises(answer, 0.5, n):
        return (
            f"p = {p!r} returned before n = {n!r} was checked: check p and n first, then "
            "take any shortcut for a p of 0 or 1."
        )
    nan = isinstance(p, float) and math.isnan(p)  # its own hint: nan ** 0 is 1.0
    if type(n) is int and n == 0 and not nan and _raises(answer, p, 3):
        return (
            f"n = 0 returned before p = {p!r} was checked: check p and n first, then take "
            "any shortcut for no requests."
        )
    three = _NONZERO_OF_TYPE.get(type(n))
    taken_for_none = n is None and _returns_no_chance(answer, p, n)  # no nonzero None
    if taken_for_none or (not n and three is not None and _raises(answer, p, three)):
        return (
            f"n was {n!r}, and the answer returned before its type was checked: it is not an "
            "int, however falsy. Check that n is an int first, then take any shortcut for "
            "no requests."
        )
    return ""


def _returns_no_chance(answer: Callable[..., Any], p: Any, n: Any) -> bool:
    """Whether ``answer(p, n)`` returns 0, the chance for no requests (a probe)."""
    try:
        got = call_answer(answer, p, n, example=call_text(NAME, p, n))
    except AnswerCrashed:
        return False
    return type(got) in (int, float) and got == 0


_NONZERO_OF_TYPE: dict[type, Any] = {
    float: 3.0,
    bool: True,
    str: "3",
    Decimal: Decimal(3),
    Fraction: Fraction(3, 1),
}
"""A non-zero value of each type a falsy ``n`` may have: an answer that refuses it but not
the zero of its type took a shortcut before checking the type."""


def _raises(answer: Callable[..., Any], p: Any, n: Any) -> bool:
    """Whether ``answer(p, n)`` raises ValueError or TypeError (a probe, never a verdict)."""
    try:
        call_answer(answer, p, n, example=call_text(NAME, p, n))
    except AnswerCrashed as crash:
        return isinstance(crash.error, (ValueError, TypeError))
    return False


_FORMATTED_AGAIN = (
    "p is text holding braces or '%': your message reads them as a template. Build the "
    "error's message once (an f-string), never formatted again."
)


def _formatted_again(answer: Callable[..., Any], p: Any, n: Any) -> str:
    """:data:`_FORMATTED_AGAIN` when ``p`` is text with template marks and the answer
    raises a lookup error on it (``'{0}'.format()`` raises IndexError, ``'{x}'`` KeyError)."""
    if not (isinstance(p, str) and any(mark in p for mark in "{}%$")):
        return ""
    try:
        call_answer(answer, p, n, example=call_text(NAME, p, n))
    except AnswerCrashed as crash:
        return _FORMATTED_AGAIN if isinstance(crash.error, LookupError) else ""
    return ""


def _rejects_hint(p: Any, n: Any) -> str:
    if p is None or n is None:
        name = "p" if p is None else "n"
        return (
            f"{name} = None is a missing value, not a number: refuse it as any other "
            "nonsense, never fill in a default (one request, a p of 1)."
        )
    if isinstance(p, str) or isinstance(n, str):
        return "A string is not a number: check the types, do not convert with float() or int()."
    if isinstance(n, bool):
        return "True is not a count of requests (bool is a subclass of int): rule bools out."
    if isinstance(n, IntLike):
        return _INT_LIKE_HINT
    if isinstance(n, (float, Decimal, Fraction)) and n in (3, 10, 100, 1_000, 10_000):
        return (
            f"n = {n!r} is not an int: only an int is a number of requests, even when whole "
            "(and not a bool: True is an int too)."
        )
    if isinstance(p, int) and not isinstance(p, bool) and not 0 <= p <= 1:
        return (
            f"An int p is checked too: p = {p!r} is not a probability. Test 0 <= p <= 1 for "
            "every p, not only for floats."
        )
    if isinstance(p, float) and 0 < min(abs(p - 1), abs(p)) < 1e-6 and not 0 <= p <= 1:
        return (
            f"p = {p!r} is outside [0, 1], however little: a probability is never above 1 or "
            "below 0, so compare exactly, with no tolerance."
        )
    if (isinstance(p, Fraction) or (isinstance(p, Decimal) and p.is_finite())) and not 0 <= p <= 1:
        why = _EXACT_WHY.get(float(p) == 1 or type(p), ".")
        return f"p = {p!r} is outside [0, 1]: compare p itself, exactly: 0 <= p <= 1{why}"
    if isinstance(p, float) and math.isnan(p):
        return (
            "NaN is not a probability, yet NaN < 0 and NaN > 1 are both False, and nan ** 0 "
            "is 1.0: test 0 <= p <= 1 on p itself, before computing or any shortcut."
        )
    if isinstance(n, float) and not math.isfinite(n):
        return f"n = {n!r} is not a whole number of requests: check isinstance(n, int) first."
    if isinstance(n, float):
        return (
            f"n = {n!r} is not a whole number of requests: refuse it, do not round it. Accept "
            "only an int (and not a bool: True is an int too)."
        )
    return "Check p and n before computing, and raise ValueError with a clear message."


_INT_LIKE = IntLike(3)
"""An ``n`` that is int-like but not an ``int`` (``__index__``, ``__int__``, a
``numbers.Integral``, as ``numpy.int64(3)``), built as itself in the answer's process."""
_INT_LIKE_HINT = (
    "n = IntLike(3) has __index__ and __int__ (as numpy.int64 has) but is not an int: "
    "test isinstance(n, int), not numbers.Integral or hasattr(n, '__index__'), and do not "
    "convert it with operator.index(n) or int(n)."
)


def _infinite(n: Any) -> bool:
    return isinstance(n, float) and math.isinf(n)


def _beyond_float(p: Any) -> bool:
    """An int p too large for a float: ``math.isfinite(p)`` and ``float(p)`` overflow."""
    return type(p) is int and abs(p) >= _FLOAT_INTS


_INF = math.inf
_ABOVE_ONE = math.nextafter(1.0, 2.0)
_BELOW_ZERO = math.nextafter(0.0, -1.0)
DECIMAL_BELOW_ZERO = "p = Decimal('-0.5') (a Decimal's // truncates toward zero)"
_DECIMAL_ABOVE_ONE = Decimal("1.00000000000000000001")
_FRACTION_ABOVE_ONE = Fraction(10**20 + 1, 10**20)
"""A Decimal and a Fraction above 1 that ``float()`` rounds to 1.0: only ``p`` itself
compared tells."""
_EXACT_OUTSIDE = (Decimal("-0.5"), Decimal("1.5"), Fraction(-1, 2), Fraction(3, 2))
"""Decimals and Fractions plainly outside [0, 1]: ``Decimal('-0.5') // 1`` is ``-0`` (a
Decimal's ``//`` truncates toward zero, a float's floors), so a range test by the integer
part lets it through (batch AY)."""
_EXACT_WHY: dict[object, str] = {
    True: " (float(p) rounds it to 1.0).",
    Decimal: " (a Decimal's // and % truncate toward zero, unlike a float's: Decimal('-0.5') "
    "// 1 is 0).",
}
"""Why a Decimal or Fraction ``p`` outside [0, 1] slipped: rounded in by ``float()``, or a
Decimal's integer part taken for a range test."""
_bad_p = (
    st.floats(-10, -1e-9)
    | st.floats(1 + 1e-9, 10)
    | st.sampled_from([math.nan, _INF, -_INF, _ABOVE_ONE, _BELOW_ZERO])
    | st.integers(2, 10**6)
    | st.integers(-(10**6), -1)
    | st.sampled_from(_EXACT_OUTSIDE)
)
NONE_N = "n None (a missing count is refused, never given a default)"
INT_P_NEGATIVE_N = "int p with a negative n (1 ** -1 is 1.0: n checked whatever p's type)"
P_ABOVE_ONE_NO_REQUESTS = "p above 1 with n = 0 (a shortcut for no requests taken first)"
NAN_P_NO_REQUESTS = "p NaN with n = 0 (nan ** 0 is 1.0: only p itself tells)"
INFINITE_P_NO_REQUESTS = "p infinite with n = 0 (inf ** 0 is 1.0 too)"
_TEXT_PS = ("abc", "", " ", "nan", "inf", "-inf", "1e400", "\u0660.\u0665", "\uff10.5", " 0.5 ",
            *TEMPLATE_SYNTAX, *LONE_BRACES)  # fmt: skip
"""Texts of every kind as ``p``: words, blank, spelled NaN and infinities, an overflowing
exponent, non-ASCII digits, padded digits, template syntax and lone braces. Each is a
string, so each raises ValueError or TypeError, whatever a conversion would have made of it
(``Decimal('abc')`` raises ``decimal.InvalidOperation``, an ArithmeticError: batch K), and
whatever a message that formats it twice makes of its braces (batch AR)."""
_bad_n = (
    st.integers(-1000, -1)
    | st.floats(0.01, 100).filter(lambda x: not x.is_integer())
    | st.sampled_from([_INF, -_INF, math.nan])
)
_bad_inputs = st.one_of(
    st.tuples(_bad_p, st.integers(0, 1000)),
    st.tuples(st.floats(0, 1), _bad_n),
    # A count where p goes and a probability where n goes: arguments that look swapped.
    st.tuples(st.integers(2, 1000) | st.integers(2, 1000).map(float), st.floats(0, 1)),
    # A text of any kind where p goes: numbers spelled out are still strings.
    st.tuples(st.text(max_size=6) | st.sampled_from(_TEXT_PS), st.integers(0, 10)),
)


_MINED_PS = (0.5, 1 - 1e-6)
"""Compliances a named count is tried with: one where each request counts, one near 1."""
_MINED_NS = (1, 2, 7, 100)
"""Counts a named compliance is tried with (0 is a fixed case already)."""


def _probability(value: object) -> bool:
    """Whether ``value`` is a ``p`` the formula is graded for: an int or float in [0, 1]."""
    return type(value) in (int, float) and 0 <= value <= 1  # type: ignore[operator]


def _mined_formula(named: Mined) -> Iterator[tuple[object, tuple[float, int]]]:
    """Each number the answer names as the count ``n`` (and the next: a cap at 10 shows at
    11), with two compliances; and each one in [0, 1] as ``p``, with a few counts and
    with every named count (a worked example special-cased shows at its own pair)."""
    named_counts = [n for value in named.numbers for n in counts(value)]

    def built() -> Iterator[tuple[object, tuple[float, int]]]:
        for value in named.numbers:
            yield from ((value, (p, n)) for n in counts(value) for p in _MINED_PS)
            if _probability(value):
                yield from ((value, (value, n)) for n in (*_MINED_NS, *named_counts[:8]))

    return unique(built(), _pair_key)


def _mined_rejects(named: Mined) -> Iterator[tuple[object, tuple[Any, Any]]]:
    """Each named value where nonsense goes: a number outside [0, 1] as ``p``; a negative
    or non-int number as ``n`` (the value as a float, its negative); a text as either."""

    def built() -> Iterator[tuple[object, tuple[Any, Any]]]:
        for value in named.numbers:
            if not _probability(value):
                yield value, (value, 3)
            whole = whole_number(value)
            if whole is not None:
                yield value, (0.5, float(whole))
                yield from ((value, (0.5, n)) for n in {-whole, -whole - 1} if n < 0)
            else:
                yield value, (0.5, value)
        for text in named.texts:
            yield from ((text, example) for example in ((text, 3), (0.5, text), (text, text)))

    return unique(built(), _pair_key)


def _pair_key(example: tuple[Any, Any]) -> tuple[str, str]:
    """Two examples are the same when their p and n have the same type and value."""
    return (repr(example[0]), repr(example[1]))


_HASH_MODULUS = sys.hash_info.modulus
"""``2**61 - 1`` on 64-bit builds: ``hash(n) == hash(n + _HASH_MODULUS)`` for an int ``n``
>= 0, and ``hash(x) == hash(x * 2.0**-61)`` for a float ``x`` (``2**61`` is 1 modulo it)."""
_HASH_TWIN = 2.0**-61
"""A factor that leaves a float's hash as it was: ``p`` and ``p * _HASH_TWIN`` hash alike."""

Row = tuple[tuple[Any, Any], ...]

_MANY = 2_100
"""Calls in one row: past every round budget a learner might pick (1,000, 1,024, 2,000)."""
MANY_CALLS = f"{_MANY:,} calls in a row in one process (no call budget)"
_BUDGET_HINT = (
    f"Nothing limits how often violation_chance is called: each of {_MANY:,} calls in one "
    "process must get 1 - p**n of its own p and n. Drop any call counter or budget."
)

POISSON_OFF = "p near 1 and n * (1 - p) = 1 (the Poisson limit 1 - exp(-n(1-p)) is off by 3e-8)"

NOTEBOOK_POINTS_RETYPED = {
    "the notebook's own point, n a whole float (0.99, 10.0)": (0.99, 10.0),
    "the notebook's own point, n a whole Decimal (0.99, Decimal(100))": (0.99, Decimal(100)),
    "the notebook's own point, n a whole Fraction (0.99, Fraction(1000, 1))": (
        0.99,
        Fraction(1000, 1),
    ),
}
"""The points the notebook plots (p 0.99, n 10 to 10,000) with n a whole value of another
type: a table of known results looked up before the checks (by ==) answers them (batch AT)."""

ROW_CASES: dict[str, Row] = {
    "n and n + 2**61 - 1 in a row (equal hashes)": ((0.5, 3), (0.5, 3 + _HASH_MODULUS)),
    "n + 2**61 - 1, then n (equal hashes, the other order)": ((0.5, 3 + _HASH_MODULUS), (0.5, 3)),
    "p = 1.0 and p = 2**-61 in a row (equal hashes)": ((1.0, 5), (_HASH_TWIN, 5)),
    "p and p * 2**-61 in a row (equal hashes)": ((0.5, 2), (0.5 * _HASH_TWIN, 2)),
    "p near 1 in a row, equal when rounded to 9 digits": (
        (1 - 1e-10, 10**10),
        (1 - 2e-10, 10**10),
    ),
    "n = 0, then n = -(2**61 - 1) (equal hashes: it must raise)": ((0.5, 0), (0.5, -_HASH_MODULUS)),
    "p = 1.0, then p = 2.0**61 (equal hashes: it must raise)": ((1.0, 3), (2.0**61, 3)),
    "n = 3, then n = 3.0 (equal values: it must raise)": ((0.5, 3), (0.5, 3.0)),
    "n = 1, then n = True (equal values: it must raise)": ((0.5, 1), (0.5, True)),
    "n = 3, then n = '3' (the same text: it must raise)": ((0.5, 3), (0.5, "3")),
    "p = 0.5, then p = '0.5' (the same text: it must raise)": ((0.5, 3), ("0.5", 3)),
    "n = 3, then n = Decimal(3) (the same text: it must raise)": ((0.5, 3), (0.5, Decimal(3))),
    MANY_CALLS: tuple((0.5, index % 7) for index in range(_MANY)),
}
"""Calls in a row whose inputs are equal in hash (or once rounded, or as values of other
types) but are other inputs: each result is its own call's (a memo keyed by ``hash``, by a
rounded ``p``, or by a value a refused type equals, answers the second with the first)."""

_hash_twins = st.tuples(st.floats(0.05, 1), st.integers(1, 60)).flatmap(
    lambda e: st.sampled_from(
        [
            ((e[0], e[1]), (e[0], e[1] + _HASH_MODULUS)),
            ((e[0], e[1]), (e[0] * _HASH_TWIN, e[1])),
            ((e[0] * _HASH_TWIN, e[1]), (e[0], e[1])),
        ]
    )
)
"""Generated pairs equal in hash: an ``n`` and ``n + 2**61 - 1``, a ``p`` and
``p * 2**-61``, either first."""

_ROW_HINT = (
    "The second call returned the first call's result, for other inputs: a memo keyed by "
    "something both share (hash(), a rounded p, a value a refused type equals: 3.0 == 3) "
    "mixes them up. Check the inputs first, and key a cache by the values themselves "
    "(functools.cache after the checks), or keep none."
)


def _valid(p: Any, n: Any) -> bool:
    """Whether ``(p, n)`` is in the domain: the formula answers it, nothing raises."""
    return _probability(p) and type(n) is int and n >= 0


def _row_text(row: Row) -> str:
    if len(row) > _SHOWN_CALLS:
        head = ", then ".join(call_text(NAME, p, n) for p, n in row[:_SHOWN_CALLS])
        return f"{head}, ... ({len(row):,} calls in a row, n cycling from 0 to 6)"
    return ", then ".join(call_text(NAME, p, n) for p, n in row)


_SHOWN_CALLS = 3


def _in_a_row(answer: Callable[..., Any], row: Row) -> None:
    """Each call of ``row``, made in a row in the answer's process, answers its own inputs:
    1 - p**n for a valid pair, an error for the last one when it is nonsense."""
    example = _row_text(row)
    steps = [["call", list(pair)] for pair in row]
    try:
        returned = call_in_steps(answer, steps, example=example)[0]
    except AnswerCrashed as crash:
        if not _valid(*row[-1]) and isinstance(crash.error, (ValueError, TypeError)):
            return
        if len(row) >= _MANY:
            crash.hint = _BUDGET_HINT
        raise
    for index, ((p, n), got) in enumerate(zip(row, returned, strict=True)):
        if not _valid(p, n):
            raise Mismatch(
                example,
                f"call {index + 1} returned {shown(got)}",
                "it raises ValueError",
                _shared_hint(returned, index),
            )
        expected = 1.0 - p**n
        fits = type(got) in (int, float) and math.isclose(
            expected, got, rel_tol=1e-9, abs_tol=1e-12
        )
        if not fits:
            raise Mismatch(
                example,
                f"call {index + 1} returned {shown(got)}",
                f"{expected!r} (1 - p**n of its own p and n)",
                _shared_hint(returned, index),
            )


def _shared_hint(returned: list[Any], index: int) -> str:
    """The memo hint when the call returned what the call before it did; ``""`` otherwise."""
    return _ROW_HINT if index > 0 and returned[index] == returned[index - 1] else ""


# Every clause of the spec, the property that checks it, and what exercises it. Fixed
# examples hold each edge value a clause names, so the quick profile cannot miss one.
CLAUSES = (
    Clause(
        "the result is 1 - p**n",
        "formula",
        "p in [0, 1] x n in [0, 100000]; (0.99, 100)",
        (
            "a chance that is not a round figure",
            "large n",
            "a huge n (a loop over n takes too long)",
            "n beyond sys.maxsize",
            "p = 1 and n beyond sys.maxsize",
            "n that overflows a float (an int p)",
            "n of more than 4,300 digits (str(n) refuses it)",
        ),
    ),
    Clause(
        "p = 0 and p = 1 are probabilities",
        "formula",
        "fixed (0.0, 1), (1.0, 1_000_000), (1.0, 0), (1, 3), (-0.0, 3)",
        ("p = 0", "p = 1", "p an int (0 or 1)", "p = -0.0 (it equals 0)"),
    ),
    Clause(
        "p near 1 with n large: 1 - p**n to 1e-9, neither cut short to 1 nor rounded step by step",
        "formula",
        "fixed (1 - 1e-10, 10**7), (1 - 2**-40, 2**40 + 1), (1 - 1e-7, 10**7)",
        ("p near 1 with a large n (far from certain)", "n near 2**40 with p near 1", POISSON_OFF),
    ),
    Clause(
        "n = 0 is a whole number (the chance is 0)",
        "formula",
        "fixed (0.5, 0), (0.0, 0)",
        ("n = 0",),
    ),
    Clause(
        "a chance, not a percentage or a rounded figure",
        "formula",
        "fixed (0.5, 1), (0.99999, 1)",
        ("a chance a percentage would not fit", "a chance that is not a round figure"),
    ),
    Clause(
        "the result is a number (int or float)",
        "formula",
        "type checked on every example",
        ("a chance that is not a round figure",),
    ),
    Clause(
        "p outside [0, 1] raises ValueError",
        "rejects",
        "fixed (1.5, 10), (-0.5, 3), (2, 3), (-1, 3), (1 + 2**-52, 10), (-5e-324, 10), "
        "(Decimal('1.00000000000000000001'), 3), (Fraction(10**20 + 1, 10**20), 3), (3, 0.5); "
        "generated",
        (
            "p above 1",
            P_ABOVE_ONE_NO_REQUESTS,
            "p below 0",
            "p out of range",
            "int p outside [0, 1]",
            "p just outside [0, 1]",
            "p a Decimal or Fraction just outside [0, 1] (float() rounds it in)",
            DECIMAL_BELOW_ZERO,
            "a huge int p (beyond a float)",
            "an int p out of range",
            "n = 0 with p out of range",
            "p a count and n a probability (arguments that look swapped)",
            "generated p a count and n a probability",
        ),
    ),
    Clause(
        "p NaN or +-inf raises ValueError (a Decimal NaN: decimal.InvalidOperation too)",
        "rejects",
        "fixed (nan, 10), (inf, 1), (-inf, 1), (Decimal('NaN'), 3)",
        ("p NaN", "p infinite", "p a Decimal NaN", NAN_P_NO_REQUESTS, INFINITE_P_NO_REQUESTS),
    ),
    Clause(
        "n negative raises ValueError",
        "rejects",
        "fixed (0.9, -1), (1.0, -1), (1, -1), (0, -1); generated",
        (
            "n negative",
            "n a negative int too large for a float (-10**400)",
            "p = 1 with a negative n",
            INT_P_NEGATIVE_N,
        ),
    ),
    Clause(
        "n not an int (2.5, nan, +-inf, None, and whole values of other types: 3.0, True, "
        "Decimal(3), Fraction(3, 1), '3', an int-like IntLike(3)) raises; so does a string "
        "or None p",
        "rejects",
        "fixed (0.9, 2.5), (0.9, inf), (0.9, -inf), (0.9, nan), (0.5, 3.0), (0.5, True), "
        "(0.5, Decimal(3)), (0.5, Fraction(3, 1)), (0.5, '3'), (0.5, IntLike(3)), ('0.5', 3), "
        "(0.99, None), (None, 3), "
        "texts of every kind as "
        "p ('abc', '', 'nan', '1e400', Arabic-Indic digits, template syntax '{}' and '%s', "
        "a lone brace, ...); generated texts as p",
        (
            "n not whole",
            "p = 0 with an n not whole",
            "n infinite or NaN",
            "n a whole float",
            *NOTEBOOK_POINTS_RETYPED,
            "n a bool",
            "n a whole Decimal",
            "n a whole Fraction",
            "n a numeric string",
            "n int-like, not an int (__index__, numbers.Integral: numpy.int64)",
            "p a numeric string",
            "p a text of any kind (words, blank, 'nan', 'inf', '1e400', non-ASCII digits)",
            "generated p a text",
            "n a falsy value of another type (0.0, False, '')",
            NONE_N,
            "p None",
        ),
    ),
    Clause(
        "each call answers its own p and n: calls in a row in one process whose inputs are "
        "equal in hash (n and n + 2**61 - 1, p and p * 2**-61), equal once rounded, or equal "
        "as values of a refused type (3.0 after 3, True after 1, '3' after 3) are other inputs; "
        "however "
        "many calls come",
        "in-a-row",
        "wide: hash-equal pairs of p and of n, either first, fixed and generated; rounded "
        "p near 1; hash-equal and equal nonsense after a valid call; many calls in one row "
        "(2,100, each result checked)",
        (*ROW_CASES, "generated pairs equal in hash, in a row"),
    ),
)

EXERCISE = Exercise(
    number=1,
    places="at once",
    id="violation-chance",
    title="1 · The chance of at least one violation",
    notebook="01-A-Prompt-Rule-Is-A-Suggestion.ipynb",
    name=NAME,
    params=("p", "n"),
    spec=(
        "Return the chance of at least one violation in n requests when the model follows "
        "the rule with probability p on each.\n"
        "Raise ValueError when p is not in [0, 1] or n is not a whole number >= 0."
    ),
    returns=(
        "a `float` (an `int` passes too): `1 - p**n` (within a relative 1e-9 or "
        "an absolute 1e-12), neither rounded nor a percentage, so `0.0` when `n` is 0. Any "
        "`int` `n` >= 0 is a number of requests, however large: `2**70`, and `10**400` "
        "with an `int` `p` (`1**n` is exact, where `math.pow`, `float(p)` or `float(n)` "
        "overflow). Only a "
        "`float` `p` with an `n` beyond about 1e308 is not graded. `p` is an `int` or "
        "`float` (`0` and `1` included); a `bool`, `Decimal` or `Fraction` `p` inside "
        "[0, 1], or an `int` subclass `n` other than `bool`, is not graded. Raises "
        "`ValueError` (a `TypeError` "
        "passes too) when `p` is outside [0, 1], "
        "by however little (`1 + 2**-52`) and whatever its type or size (`2`, `-1`, "
        "`10**400`), NaN (`Decimal('NaN')` may raise `decimal.InvalidOperation`), infinite "
        "or not a number (a string, `None`), or when `n` is negative or not an "
        "`int`: `2.5`, NaN, ±inf, `None`, and whole values of other types too (`3.0`, `True`, "
        "`Decimal(3)`, `Fraction(3, 1)`, `'3'`, and their zeros `0.0`, `False`, `''`); "
        "for an infinite `n`, or an `int` `p` too large for a float, an "
        "`OverflowError` passes too. Numbers, passed positionally: nothing to mutate."
    )
    + SAID_WHERE["at once"],
    reference=reference,
    properties=(
        Property(
            "the result is 1 - p**n for any compliance p in [0, 1] and n >= 0 requests",
            _matches_formula,
            # Whole n beyond sys.maxsize too (still small enough for p**n to be a float):
            # any int >= 0 is a number of requests, and nothing may cap it.
            st.tuples(
                st.floats(0, 1),
                st.integers(0, 100_000) | st.integers(sys.maxsize + 1, 2**200),
            ),
            # An edge p with requests, and no requests with an inner p, come before both
            # edges at once: an answer that refuses one of them is told which.
            fixed=(
                (0.5, 0),
                (0.0, 1),
                (0.5, 1),
                (0.99999, 1),
                (0.99, 100),
                (1.0, 1_000_000),
                (0.0, 0),
                (1.0, 0),
            ),
            cases={
                "p = 0": (0.0, 1),
                "p = 1": (1.0, 1_000_000),
                "n = 0": (0.5, 0),
                "p an int (0 or 1)": (1, 3),
                "a chance that is not a round figure": (0.99999, 1),
                "a tiny chance, above the absolute 1e-12 (not snapped to 0)": (1 - 1e-10, 1),
                "a chance a percentage would not fit": (0.5, 1),
                "a huge n (a loop over n takes too long)": (0.5, 10**12),
                "p = 1 and n beyond sys.maxsize": (1.0, 2**70),
                "n that overflows a float (an int p)": (1, 10**400),
                "n of more than 4,300 digits (str(n) refuses it)": (0, _HUGE_N),
                "p = -0.0 (it equals 0)": (-0.0, 3),
                "p near 1 with a large n (far from certain)": (1 - 1e-10, 10**7),
                "n near 2**40 with p near 1": (1 - 2**-40, 2**40 + 1),
                "a tiny risk, where n * (1 - p) is off by its square / 2": (1 - 1e-6, 50),
                "a tinier risk still": (1 - 1e-9, 1000),
                POISSON_OFF: (1 - 1e-7, 10**7),
            },
            branches={
                "large n": lambda example: example[1] > 1_000,
                "n beyond sys.maxsize": lambda example: example[1] > sys.maxsize,
            },
            mined=_mined_formula,
            hint="p**n is the chance that all n requests comply; you want its complement.",
            id="formula",
        ),
        Property(
            "inputs that make no sense raise ValueError: p outside [0, 1] or NaN, "
            "or infinite, n negative or not a whole number",
            _rejects,
            _bad_inputs,
            fixed=(
                (1.5, 10),
                (-0.5, 3),
                (math.nan, 10),
                (_INF, 1),
                (-_INF, 1),
                (0.9, -1),
                (0.9, 2.5),
                (0.9, _INF),
                (0.9, -_INF),
                (0.9, math.nan),
                (-1, 3),
                (_BELOW_ZERO, 10),
                *((text, 3) for text in _TEXT_PS),
                (_DECIMAL_ABOVE_ONE, 3),
                (_FRACTION_ABOVE_ONE, 3),
                (Decimal("NaN"), 3),
            ),
            cases={
                "p above 1": (1.5, 10),
                "p below 0": (-0.5, 3),
                "p NaN": (math.nan, 10),
                "p infinite": (_INF, 1),
                "n negative": (0.9, -1),
                "n a negative int too large for a float (-10**400)": (0.5, -(10**400)),
                "n not whole": (0.9, 2.5),
                "n infinite or NaN": (0.9, _INF),
                "n a whole float": (0.5, 3.0),
                **NOTEBOOK_POINTS_RETYPED,
                "n a bool": (0.5, True),
                "n a whole Decimal": (0.5, Decimal(3)),
                "n a whole Fraction": (0.5, Fraction(3, 1)),
                "n a numeric string": (0.5, "3"),
                NONE_N: (0.99, None),
                "p None": (None, 3),
                "n a list of counts (one n at a time)": (0.99, [10, 100]),
                "n a tuple of one count": (0.99, (10,)),
                "p a list of probabilities": ([0.9, 0.99], 10),
                "n int-like, not an int (__index__, numbers.Integral: numpy.int64)": (
                    0.5,
                    _INT_LIKE,
                ),
                "p a numeric string": ("0.5", 3),
                "p a text of any kind (words, blank, 'nan', 'inf', '1e400', non-ASCII digits)": (
                    "abc",
                    3,
                ),
                "int p outside [0, 1]": (2, 3),
                "p just outside [0, 1]": (_ABOVE_ONE, 10),
                "p a Decimal or Fraction just outside [0, 1] (float() rounds it in)": (
                    _DECIMAL_ABOVE_ONE,
                    3,
                ),
                "p a Decimal NaN": (Decimal("NaN"), 3),
                DECIMAL_BELOW_ZERO: (Decimal("-0.5"), 2),
                "p = 1 with a negative n": (1.0, -1),
                INT_P_NEGATIVE_N: (1, -1),
                "int p = 0 with a negative n (0 ** -1 divides by zero)": (0, -1),
                "p = 0 with an n not whole": (0.0, 2.5),
                P_ABOVE_ONE_NO_REQUESTS: (1.5, 0),
                NAN_P_NO_REQUESTS: (math.nan, 0),
                INFINITE_P_NO_REQUESTS: (_INF, 0),
                "n = 0 with p out of range": (1.5, 0),
                "n a falsy value of another type (0.0, False, '')": (0.5, 0.0),
                "n = False": (0.5, False),
                "n = ''": (0.5, ""),
                "n = Decimal(0)": (0.5, Decimal(0)),
                "a huge int p (beyond a float)": (10**400, 1),
                "p a count and n a probability (arguments that look swapped)": (3, 0.5),
            },
            branches={
                "p out of range": lambda example: (
                    not isinstance(example[0], str) and not 0 <= example[0] <= 1
                ),
                "an int p out of range": lambda example: (
                    type(example[0]) is int and not 0 <= example[0] <= 1
                ),
                "generated p a count and n a probability": lambda example: _looks_swapped(*example),
                "generated p a text": lambda example: isinstance(example[0], str),
            },
            mined=_mined_rejects,
            hint="Check p and n before computing, and raise ValueError with a clear message.",
            id="rejects",
        ),
        Property(
            "calls in a row answer each their own inputs: inputs equal in hash, or once "
            "rounded, are other inputs",
            _in_a_row,
            _hash_twins,
            cases=ROW_CASES,
            branches={
                "generated pairs equal in hash, in a row": lambda row: (
                    hash(row[0]) == hash(row[1]) and row[0] != row[1]
                ),
            },
            hint=_ROW_HINT,
            id="in-a-row",
        ),
    ),
    hint="Compliance on each request is independent, so multiply the chances of complying.",
    clauses=CLAUSES,
)
