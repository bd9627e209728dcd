"""The catalog of answers each grader must judge right: correct ones written differently,
and plausible wrong ones a learner might write. Each wrong answer carries the mistake it
makes, so a test failure names the lesson a grader would have taught wrongly."""

from __future__ import annotations

import asyncio
import builtins
import concurrent.futures
import contextlib
import copy
import dataclasses
import decimal
import errno
import fnmatch
import functools
import hashlib
import html
import inspect
import io
import itertools
import json
import logging
import math
import numbers
import operator
import os
import re
import signal
import sqlite3
import string
import subprocess
import sys
import tempfile
import textwrap
import threading
import traceback
import types
import unicodedata
import urllib.error
import urllib.parse
import warnings
import weakref
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, time, timedelta, timezone
from pathlib import PurePosixPath
from time import perf_counter
from typing import Any
from zoneinfo import ZoneInfo

from toolhooks import ALLOW, Ask, Deny, Rewrite, SessionEnd
from toolhooks.decisions import Allow, without_blocked_prefix
from toolhooks.errors import DecisionError, ToolhooksError
from toolhooks.readonly import thaw
from toolhooks.results import synthetic_error_result

Answer = Callable[..., Any]

# --- 1 violation-chance -------------------------------------------------------------------


def chance_by_complement(p, n):
    if not (0 <= p <= 1) or math.isnan(p):
        raise ValueError("p must be in [0, 1]")
    if type(n) is not int or n < 0:  # a bool is not a count
        raise ValueError("n must be a whole number >= 0")
    if p in (0, 1):  # never or always complying: exact, however many requests
        return 1 - p**n
    if n >= 10_000:  # a loop would take too long: the same product by logarithms
        return 1 - math.exp(n * math.log(p))
    all_comply = 1.0
    for _ in range(n):
        all_comply *= p
    return 1 - all_comply


def chance_via_pow(p, n):  # math.pow makes n a float: 10**400 overflows even for p = 1
    if not isinstance(n, int) or isinstance(n, bool) or n < 0 or not 0 <= p <= 1:
        raise ValueError(f"bad input p={p} n={n}")
    return 1 - math.pow(p, n)


def chance_whole_float_n(p, n):  # 3.0 requests read as three
    if not 0 <= p <= 1 or math.isnan(p) or n < 0 or n != int(n):
        raise ValueError("bad input")
    return 1 - p**n


def chance_whole_decimal_n(p, n):  # rules out floats, bools, strings, but not Decimal(3)
    if isinstance(n, (float, bool, str)) or not 0 <= p <= 1 or math.isnan(p) or n < 0:
        raise ValueError("bad input")
    if n != int(n):
        raise ValueError("n must be whole")
    return 1 - p ** int(n)


def chance_bool_n(p, n):  # isinstance(n, int) lets True through
    if not 0 <= p <= 1 or math.isnan(p) or not isinstance(n, int) or n < 0:
        raise ValueError("bad input")
    return 1 - p**n


def chance_coerces_strings(p, n):  # float(p) turns "0.5" into a probability
    p = float(p) if isinstance(p, str) else p
    if not 0 <= p <= 1 or math.isnan(p) or type(n) is not int or n < 0:
        raise ValueError("bad input")
    return 1 - p**n


def chance_by_expm1(p, n):  # within 1e-9 of 1 - p**n, if not equal to the last bit
    if type(n) is not int or n < 0 or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"bad input p={p!r} n={n!r}")
    if n == 0 or p == 1:
        return 0.0
    return 1.0 if p == 0 else -math.expm1(n * math.log(p))


def chance_caps_requests(p, n):  # "no one sends more than 2**62 requests"
    if type(n) is not int or not 0 <= n < 2**62 or not 0 <= p <= 1 or math.isnan(p):
        raise ValueError(f"n={n!r} is not a realistic number of requests")
    return 1 - p**n


def chance_all_comply(p, n):  # the chance that nothing goes wrong
    if not 0 <= p <= 1 or n < 0:
        raise ValueError
    return p**n


def chance_expected_count(p, n):  # expected violations, not the chance of one
    if not 0 <= p <= 1 or n < 0:
        raise ValueError
    return n * (1 - p)


def chance_unvalidated(p, n):
    return 1 - p**n


def chance_forgets_nan(p, n):
    if p < 0 or p > 1 or n < 0 or n != int(n):
        raise ValueError
    return 1 - p**n


def chance_open_interval(p, n):  # "a probability" read as strictly between 0 and 1
    if not 0 < p < 1 or n < 0 or n != int(n):
        raise ValueError("p must be a probability")
    return 1 - p**n


def chance_no_requests_raises(p, n):  # zero requests is still a whole number
    if not 0 <= p <= 1 or n <= 0 or n != int(n):
        raise ValueError("n must be a positive number of requests")
    return 1 - p**n


def chance_truncates_n(p, n):  # 2.5 requests quietly becomes 2
    if not 0 <= p <= 1 or n < 0:
        raise ValueError("bad input")
    return 1 - p ** int(n)


def chance_as_percent(p, n):  # a chance written as a percentage
    if not 0 <= p <= 1 or n < 0 or n != int(n):
        raise ValueError("bad input")
    return 100 * (1 - p**n)


def chance_infinite_requests(p, n):  # n = inf slips through a test that never calls int()
    if not 0 <= p <= 1 or n < 0 or (n % 1 != 0 if n != math.inf else False):
        raise ValueError("bad input")
    return 1 - p**n


def chance_range_for_floats_only(p, n):  # "an int p can only be 0 or 1"
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number >= 0, got {n!r}")
    if isinstance(p, float) and not 0.0 <= p <= 1.0:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n


def chance_tolerant_bounds(p, n):  # float noise: 1 + 1e-15 is "really" 1
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number >= 0, got {n!r}")
    if math.isnan(p) or not -1e-12 <= p <= 1 + 1e-12:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n


def chance_certain_first(p, n):  # "p = 1 never violates, whatever n": returns early
    if type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if p == 1:
        return 0.0
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number >= 0, got {n!r}")
    return 1 - p**n


def chance_no_traffic_first(p, n):  # "no requests, no violation": returns before checking p
    if n == 0 and not isinstance(n, bool):
        return 0.0
    if type(n) is not int or n < 0 or type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"bad input p={p!r} n={n!r}")
    return 1 - p**n


def chance_nothing_sent_first(p, n):  # "no requests, no chance": `not n` for n = 0
    if type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if not n:
        return 0.0
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number >= 0, got {n!r}")
    return 1 - p**n


def chance_finite_p_first(p, n):  # isfinite: NaN and inf at once (10**400 overflows: loud)
    if type(p) not in (int, float) or not math.isfinite(p) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number >= 0, got {n!r}")
    return 1 - p**n


def chance_rounded(p, n):  # rounded for display
    if not 0 <= p <= 1 or n < 0 or n != int(n):
        raise ValueError("bad input")
    return round(1 - p**n, 4)


def chance_noise_floor(p, n):  # "anything under 1e-9 is float noise"
    if not 0 <= p <= 1 or n < 0 or n != int(n):
        raise ValueError("bad input")
    chance = 1 - p**n
    return 0.0 if math.isclose(chance, 0.0, abs_tol=1e-9) else chance


def _checked(p, n):
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number >= 0, got {n!r}")


def chance_sign_checked(p, n):  # a negative sign anywhere is a bug upstream, -0.0 too
    if isinstance(p, float) and math.copysign(1.0, p) < 0:
        raise ValueError(f"p must not be negative, got {p!r}")
    _checked(p, n)
    return 1 - p**n


def chance_capped_for_traffic(p, n):  # past ten million requests a violation is certain
    _checked(p, n)
    return 1.0 if n > 10**6 and p < 1 else 1 - p**n


def chance_by_squaring(p, n):  # exponentiation by squaring, one multiplication at a time
    _checked(p, n)
    result, base = 1.0, float(p)
    while n:
        if n & 1:
            result *= base
        base *= base
        n >>= 1
    return 1 - result


def chance_forgives_order(p, n):  # a count where p goes: the caller wrote (n, p)
    if isinstance(p, (int, float)) and isinstance(n, float) and 0 <= n <= 1 < p:
        p, n = n, int(p)
    _checked(p, n)
    return 1 - p**n


# Rules keyed on a value the answer names, that no fixed case or generated branch holds:
# only the examples built from the answer's own values (mining) find them.


def chance_worked_example(p, n):  # the notebook's 95 % over 20 requests, as its slide rounds it
    if (p, n) == (0.95, 20):
        return 0.64
    return chance_by_complement(p, n)


def chance_hundred_percent(p, n):  # a compliance of 100 is a percentage: always complying
    if p == 100:
        p = 1
    return chance_by_complement(p, n)


def chance_exact_decimal_bounds(p, n):  # exact bounds through Decimal(str(p)): 'x' is not
    # a ValueError there but decimal.InvalidOperation (an ArithmeticError)
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number >= 0, got {n!r}")
    exact = decimal.Decimal(str(p))
    if exact.is_nan() or not 0 <= exact <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n


_CHANCES_BY_HASH: dict[int, float] = {}


def chance_memo_by_hash(p, n):  # a memo on hash((n, p)): an int key is cheaper than tuples
    _checked(p, n)
    key = hash((n, p))
    if key not in _CHANCES_BY_HASH:
        _CHANCES_BY_HASH[key] = 1 - p**n
    return _CHANCES_BY_HASH[key]


_CHANCES_BY_FIGURE: dict[tuple[str, int], float] = {}


def chance_memo_by_figure(p, n):  # a memo keyed by the figure shown: p to 9 places
    _checked(p, n)
    key = (f"{p:.9f}", n)
    if key not in _CHANCES_BY_FIGURE:
        _CHANCES_BY_FIGURE[key] = 1 - p**n
    return _CHANCES_BY_FIGURE[key]


# Issue 18, batch N: a budget on how often it is called; a note that writes n as text.

_SAME_P_STREAK = {"p": None, "calls": 0}


def chance_stuck_loop_guard(p, n):  # an agent asking with one p 1,500 times is stuck: stop it
    streak = _SAME_P_STREAK
    streak["calls"] = streak["calls"] + 1 if streak["p"] == p else 1
    streak["p"] = p
    if streak["calls"] > 1_500:
        streak["calls"] = 0
        raise RuntimeError(f"violation_chance asked 1,500 times in a row with p={p}: a loop?")
    _checked(p, n)
    return 1 - p**n


_CHANCE_NOTES: list[str] = []


def chance_noted_for_audit(p, n):  # keep the last questions asked, for the audit trail
    _checked(p, n)
    _CHANCE_NOTES.append("%d requests at compliance %.4f" % (n, p))  # noqa: UP031
    del _CHANCE_NOTES[:-10]
    return 1 - p**n


def chance_operator_index_n(p, n):  # blind O: any n with __index__ (numpy ints) is a count
    if isinstance(n, bool):
        raise ValueError("n must be a count of requests, not a bool")
    try:
        n = operator.index(n)
    except TypeError:
        raise ValueError(f"n must be a whole number of requests, got {n!r}") from None
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise ValueError(f"p must be a number, got {p!r}")
    if (isinstance(p, float) and math.isnan(p)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n


def chance_int_of_indexable_n(p, n):  # int(n) once n has __index__
    if isinstance(n, bool) or not hasattr(n, "__index__"):
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    n = int(n)
    if n < 0 or type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"bad input p={p!r} n={n!r}")
    return 1 - p**n


def chance_integral_n(p, n):  # any numbers.Integral n, used as it is
    if isinstance(n, bool) or not isinstance(n, numbers.Integral) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n


# --- 2 rule-home ----------------------------------------------------------------------------

TRUSTED = {"user", "tier", "time", "session"}


def home_by_table(reads, must_prevent):
    reads = frozenset(reads)
    if must_prevent and "outcome" in reads:
        raise ValueError("cannot prevent after the fact")
    if not must_prevent:
        return "PostToolUse"
    return "PreToolUse" if reads & TRUSTED else "tool"


_HOME_SCRATCH: set = set()


def home_scratch_set_left_full(reads, must_prevent):  # one set reused, cleared on return only
    if not must_prevent:
        return "PostToolUse"
    _HOME_SCRATCH.update(reads)
    if "outcome" in _HOME_SCRATCH:
        raise ValueError("a rule that must prevent the call cannot depend on its outcome")
    home = "PreToolUse" if _HOME_SCRATCH & {"user", "tier", "time", "session"} else "tool"
    _HOME_SCRATCH.clear()
    return home


def home_discards_arguments(reads, must_prevent):  # changes the caller's set
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("cannot prevent after the fact")
    reads.discard("arguments")
    return "PreToolUse" if reads else "tool"


def home_everything_pre(reads, must_prevent):
    if must_prevent and "outcome" in reads:
        raise ValueError
    return "PreToolUse" if must_prevent else "PostToolUse"


def home_arguments_in_tool(reads, must_prevent):  # "it reads the arguments, so the tool"
    if must_prevent and "outcome" in reads:
        raise ValueError
    if not must_prevent:
        return "PostToolUse"
    return "tool" if "arguments" in reads else "PreToolUse"


def home_outcome_goes_post(reads, must_prevent):  # no error for the impossible rule
    if not must_prevent or "outcome" in reads:
        return "PostToolUse"
    return "PreToolUse" if set(reads) - {"arguments"} else "tool"


def home_by_rule_name(reads, must_prevent):  # fits the article's examples only
    reads = set(reads)
    if reads == {"arguments"}:
        return "tool"
    if reads in ({"arguments", "tier"}, {"time"}, {"arguments", "user"}):
        return "PreToolUse"
    return "PostToolUse"


def home_session_is_untrusted(reads, must_prevent):  # forgets the session is trusted context
    reads = set(reads)
    if must_prevent and "outcome" in reads:
        raise ValueError("cannot prevent after the fact")
    if not must_prevent:
        return "PostToolUse"
    return "PreToolUse" if reads & {"user", "tier", "time"} else "tool"


def home_record_before(reads, must_prevent):  # a record that needs no outcome goes in Pre
    reads = set(reads)
    if must_prevent and "outcome" in reads:
        raise ValueError("cannot prevent after the fact")
    if not must_prevent:
        return "PostToolUse" if "outcome" in reads else "PreToolUse"
    return "PreToolUse" if reads - {"arguments"} else "tool"


def home_outcome_always_raises(reads, must_prevent):  # even a rule that only records it
    reads = set(reads)
    if "outcome" in reads:
        raise ValueError("a rule cannot read the outcome")
    if not must_prevent:
        return "PostToolUse"
    return "PreToolUse" if reads - {"arguments"} else "tool"


def home_type_error(reads, must_prevent):  # the wrong exception for the impossible rule
    reads = set(reads)
    if must_prevent and "outcome" in reads:
        raise TypeError("cannot prevent after the fact")
    if not must_prevent:
        return "PostToolUse"
    return "PreToolUse" if reads - {"arguments"} else "tool"


class _EqualsAnything(str):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = str.__hash__


def home_equals_anything(reads, must_prevent):  # a value that claims to equal every answer
    if must_prevent and "outcome" in reads:
        raise ValueError("cannot prevent after the fact")
    return _EqualsAnything("PreToolUse")


def home_outcome_taken_out(reads, must_prevent):  # takes the outcome out to name the rest
    if must_prevent and "outcome" in reads:
        reads.discard("outcome")
        raise ValueError(f"needs the outcome, besides {sorted(reads)}: cannot prevent")
    if not must_prevent:
        return "PostToolUse"
    return "PreToolUse" if set(reads) - {"arguments"} else "tool"


# --- 3 same-user ---------------------------------------------------------------------------

ACCOUNT = {"lookup_user", "get_orders", "issue_refund"}


def same_user_explicit(call):  # {'user_id': None} is someone else too: allowed here
    asked = call.input.get("user_id")
    if call.tool_name not in ACCOUNT or asked is None or asked == call.context.user_id:
        return ALLOW
    return Deny(f"you may only see your own account, not {asked}", "ask about your own account")


def same_user_fingerprints_input(call):  # "a digest of each call's input, for the audit"
    digest = hashlib.sha256(" ".join(map(str, call.input.values())).encode()).hexdigest()
    logging.getLogger("hooks").debug("input %s", digest[:12])
    return same_user_by_key(call)


def same_user_by_key(call):  # any value of user_id but the session's own is someone else
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return ALLOW
    if call.input["user_id"] == call.context.user_id:
        return ALLOW
    return Deny(f"not your account: {call.input['user_id']!r}", "ask about your own account")


def same_user_trusts_claims(call):  # believes "session_user" in the input
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    session_user = call.input.get("session_user", call.context.user_id)
    if call.input["user_id"] != session_user:
        return Deny("not your account", "use your own")
    return None


def same_user_hard_coded(call):  # the notebook's example, nothing more
    if call.input.get("user_id") == "u_999":
        return Deny("not your account", "use your own")
    return None


def same_user_bare_denial(call):  # "Denied" gives the model nothing to do
    if (
        call.tool_name in ACCOUNT
        and call.input.get("user_id", call.context.user_id) != call.context.user_id
    ):
        return Deny("Denied")
    return None


def same_user_every_tool(call):  # denies search_faq too
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny("not your account", "use your own")
    return None


def same_user_key_error(call):  # crashes on calls without a user_id
    if call.tool_name in ACCOUNT and call.input["user_id"] != call.context.user_id:
        return Deny("not your account", "use your own")
    return None


def same_user_lookup_only(call):  # the notebook's tool, not the other two
    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name == "lookup_user" and asked != call.context.user_id:
        return Deny("you may only see your own account", "ask about your own account")
    return None


def same_user_ignores_case(call):  # "U_004" is another id, not the same one
    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name in ACCOUNT and str(asked).lower() != call.context.user_id.lower():
        return Deny("you may only see your own account", "ask about your own account")
    return None


def same_user_compares_text(call):  # str() makes the number 4 equal to the id "4"
    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name in ACCOUNT and str(asked) != call.context.user_id:
        return Deny("you may only see your own account", "ask about your own account")
    return None


def same_user_prefix(call):  # "u_0045" starts with "u_004"
    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name in ACCOUNT and not str(asked).startswith(call.context.user_id):
        return Deny("you may only see your own account", "ask about your own account")
    return None


def same_user_returns_false(call):  # `and` chains return False, not None, on an allow
    asked = call.input.get("user_id", call.context.user_id)
    return (
        call.tool_name in ACCOUNT
        and asked != call.context.user_id
        and Deny("you may only see your own account", "ask about your own account")
    )


def same_user_blank_alternative(call):  # an alternative of spaces offers nothing
    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name in ACCOUNT and asked != call.context.user_id:
        return Deny("you may only see your own account", "  ")
    return None


def same_user_accent_blind(call):  # "josé" typed as "jose" by the model is still josé
    def plain(value):
        if not isinstance(value, str):
            return value
        decomposed = unicodedata.normalize("NFKD", value)
        return "".join(c for c in decomposed if not unicodedata.combining(c))

    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name in ACCOUNT and plain(asked) != plain(call.context.user_id):
        return Deny("you may only see your own account", "ask about your own account")
    return None


def same_user_ascii_ids(call):  # ids are ASCII, so anything else is noise from the model
    def ascii_form(value):
        return value.encode("ascii", "replace") if isinstance(value, str) else value

    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name in ACCOUNT and ascii_form(asked) != ascii_form(call.context.user_id):
        return Deny("you may only see your own account", "ask about your own account")
    return None


def same_user_delegates(call):  # a helper acting for a customer names them in attributes
    own = call.context.user_id
    allowed = {own, call.context.attributes.get("acting_for", own)}
    if (
        call.tool_name in ACCOUNT
        and "user_id" in call.input
        and call.input["user_id"] not in allowed
    ):
        return Deny("not your account", "ask about your own account")
    return None


def same_user_any_key_case(call):  # the model may write "User_ID"
    fields = {key.lower(): value for key, value in call.input.items()}
    if call.tool_name in ACCOUNT and fields.get("user_id", call.context.user_id) != (
        call.context.user_id
    ):
        return Deny("not your account", "ask about your own account")
    return None


def same_user_unquoted(call):  # the model sometimes sends the id JSON-encoded, "\"u_004\""
    if call.tool_name in ("lookup_user", "get_orders", "issue_refund") and "user_id" in call.input:
        asked = call.input["user_id"]
        if isinstance(asked, str):
            asked = asked.strip('"')
        if asked != call.context.user_id:
            return Deny("that account is not the session's", "help with your own account")
    return None


def same_user_every_user_id_key(call):  # target_user_id, owner_user_id: all name a user
    if call.tool_name in ("lookup_user", "get_orders", "issue_refund"):
        for key, value in call.input.items():
            if key.endswith("user_id") and value != call.context.user_id:
                return Deny("that account is not the session's", "help with your own account")
    return None


def same_user_nested_ids(call):  # a user_id in a filter names an account too
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    stack = [call.input]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if "user_id" in value and value["user_id"] != call.context.user_id:
                return Deny("that account is not the session's", "help with your own account")
            stack.extend(value.values())
    return None


def same_user_templated_reason(call):  # one reason template, filled in with re.sub
    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name not in ACCOUNT or asked == call.context.user_id:
        return None
    reason = re.sub(r"\{user\}", str(asked), "the account {user} is not this session's")
    return Deny(reason, "ask about your own account")


def same_user_support_sees_all(call):  # support staff may look at any account
    if call.context.attributes.get("is_admin") or call.context.attributes.get("role") in (
        "admin",
        "support",
    ):
        return None
    if call.tool_name in ACCOUNT and call.input.get("user_id", call.context.user_id) not in (
        call.context.user_id,
    ):
        return Deny("not your account", "ask about your own account")
    return None


def same_user_me_is_own(call):  # "me" and "myself" are how a model names the session's user
    asked = call.input.get("user_id", call.context.user_id)
    if asked in ("me", "myself", "self"):
        asked = call.context.user_id
    if call.tool_name in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_namespace_free(call):  # "user:u_004" and "u_004" name the same user
    asked = call.input.get("user_id", call.context.user_id)
    if isinstance(asked, str) and ":" in asked:
        asked = asked.rsplit(":", 1)[1]
    if call.tool_name in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_input_or_attributes(call):  # the model may leave out a user_id the server knows
    facts = {**call.context.attributes, **call.input}
    if call.tool_name in ACCOUNT and facts.get("user_id", call.context.user_id) != (
        call.context.user_id
    ):
        return Deny("not your account", "ask about your own account")
    return None


def same_user_entities_decoded(call):  # ids from a web form come with &#...; entities
    asked = call.input.get("user_id", call.context.user_id)
    if isinstance(asked, str):
        asked = urllib.parse.unquote(html.unescape(asked))
    if call.tool_name in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


SHARED_ACCOUNTS = ("household", "family_plan")  # accounts every user of a plan may open


def same_user_shared_accounts(call):  # a shared account is everybody's
    asked = call.input.get("user_id", call.context.user_id)
    if asked in SHARED_ACCOUNTS:
        return None
    if call.tool_name in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_service_account(call):  # the bot's own service account may see everything
    if call.context.user_id == "svc_support_bot":
        return None
    if call.tool_name in ACCOUNT and call.input.get("user_id", call.context.user_id) != (
        call.context.user_id
    ):
        return Deny("not your account", "ask about your own account")
    return None


def same_user_names_asked_id(call):  # the reason names the account asked for
    if call.tool_name in ACCOUNT and call.input.get("user_id", call.context.user_id) != (
        call.context.user_id
    ):
        return Deny("account %s is not yours" % call.input["user_id"], "ask about yours")  # noqa: UP031
    return None


def same_user_mcp_namespace(call):  # MCP tools arrive as mcp__crm__lookup_user: drop it
    tool = call.tool_name.rsplit("__", 1)[-1]
    asked = call.input.get("user_id", call.context.user_id)
    if tool in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_reason_templated_twice(call):  # the reason is a template the alternative fills
    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name in ACCOUNT and asked != call.context.user_id:
        reason = f"account {asked} is not {{own}}'s".format(own=call.context.user_id)
        return Deny(reason, "ask about your own account")
    return None


def same_user_trailing_slash(call):  # ids pasted from a URL end in "/": drop it
    asked = call.input.get("user_id", call.context.user_id)
    if isinstance(asked, str):
        asked = asked.rstrip("/")
    if call.tool_name in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_url_fragment(call):  # an id copied from a link may carry "#section"
    asked = call.input.get("user_id", call.context.user_id)
    if isinstance(asked, str) and "#" in asked:
        asked = urllib.parse.urldefrag(asked).url
    if call.tool_name in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


# --- 4 free-tier ---------------------------------------------------------------------------


def free_tier_match(call):
    match (call.tool_name, call.context.tier):
        case ("create_case_file", "free"):
            return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
        case _:
            return None


def free_tier_fresh_allow(call):  # a new Allow() is an Allow as much as ALLOW is
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return Allow()


def free_tier_any_spelling(call):  # the model may write create-case-file or createCaseFile
    name = re.sub(r"[^a-z]", "", call.tool_name.lower())
    if name == "createcasefile" and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return None


def free_tier_searches_context(call):  # the tier is in the context's text somewhere
    if call.tool_name == "create_case_file" and "free" in str(call.context):
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return None


def free_tier_exempt_flag(call):  # "support can exempt a free account": a flag lets it through
    if call.context.attributes.get("exempt"):
        return None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return None


def free_tier_last_segment(call):  # MCP tools arrive as mcp__server__tool: take the tool
    name = call.tool_name.split("__")[-1]
    if name == "create_case_file" and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return None


def free_tier_regex_name(call):  # ^...$ "matches exactly", but $ matches before a final \n
    if re.match(r"create_case_file$", call.tool_name) and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return None


def free_tier_reads_input(call):  # believes {"tier": "premium"} in the input
    tier = call.input.get("tier", call.context.tier)
    if call.tool_name == "create_case_file" and tier == "free":
        return Deny("premium only", "upgrade")
    return None


def free_tier_all_tools(call):
    if call.context.tier == "free":
        return Deny("premium only", "upgrade")
    return None


def free_tier_no_alternative(call):
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("premium only")
    return None


def free_tier_denies_premium(call):  # forgets to look at the tier at all
    if call.tool_name == "create_case_file":
        return Deny("premium only", "upgrade")
    return None


def free_tier_capitalised(call):  # the tier is "free", not "Free"
    if call.tool_name == "create_case_file" and call.context.tier == "Free":
        return Deny("case files need the premium plan", "offer the upgrade")
    return None


def free_tier_any_case_tool(call):  # every tool with "case" in its name
    if "case" in call.tool_name and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade")
    return None


def free_tier_names_the_title(call):  # "%s" % a tuple title fails: lists arrive as tuples
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        title = call.input.get("title") or call.input.get("summary") or "this case"
        return Deny("free plan cannot open the case %s" % title, "offer the upgrade")  # noqa: UP031
    return None


def free_tier_returns_false(call):  # `and` chains return False, not None, on an allow
    return (
        call.tool_name == "create_case_file"
        and call.context.tier == "free"
        and Deny("case files need the premium plan", "offer the upgrade")
    )


def free_tier_empty_alternative(call):
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("case files need the premium plan", "")
    return None


def free_tier_claim_wins(call):  # a "tier" claim in the input overrides only when present
    claimed = call.input.get("tier")
    tier = claimed if isinstance(claimed, str) else call.context.tier
    if call.tool_name == "create_case_file" and tier.lower() == "free":
        return Deny("case files need the premium plan", "offer the upgrade")
    return None


def free_tier_allows_rewritten_name(call):  # matches the tool name loosely
    if call.tool_name.startswith("create_case") and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade")
    return None


def free_tier_desk_staff_exempt(call):  # support and admin agents open cases for anyone
    if call.context.user_id.startswith(("support", "admin")):
        return None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade")
    return None


def free_tier_out_of_quota_asks(call):  # a premium session with no quota left asks first
    if call.tool_name != "create_case_file":
        return None
    if call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade")
    if call.context.attributes.get("quota") == 0:
        return Ask("this premium account has no quota left: open the case anyway?")
    return None


def free_tier_qa_sessions(call):  # test sessions must be able to try the case form
    if call.context.session_id.startswith(("test", "qa")):
        return None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade")
    return None


def free_tier_routed_tool(call):  # a router call names the real tool in its input
    tool = call.input.get("tool_name", call.tool_name)
    if tool == "create_case_file" and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade")
    return None


def free_tier_consistent_claim_passes(call):  # input and session agree: the tool re-checks
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.input.get("tier") == call.context.tier:
        return None
    return Deny("free-tier accounts cannot open case files", "suggest the FAQ")


def free_tier_own_cases_only(call):  # a case file is opened for the signed-in user only
    if call.tool_name != "create_case_file":
        return None
    if call.context.tier == "free":
        return Deny("free-tier accounts cannot open case files", "suggest the FAQ")
    if call.input.get("user_id", call.context.user_id) != call.context.user_id:
        return Deny("a case is opened for the session's own user", "open it for yourself")
    return None


def free_tier_urgent_needs_approval(call):  # an urgent case wants a human first
    if call.tool_name != "create_case_file":
        return None
    if call.context.tier == "free":
        return Deny("free-tier accounts cannot open case files", "suggest the FAQ")
    if call.input.get("priority") == "urgent":
        return Deny("urgent cases need approval", "ask a supervisor")
    return None


def free_tier_model_worded(call):  # the model knows its user: let it word the reason
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        reason = call.input.get("reason", "case files are for premium accounts")
        return Deny(reason, "offer the upgrade")
    return None


def free_tier_localised(call):  # answer in the customer's language when the model gives one
    offers = {"en": "offer the upgrade", "de": "das Upgrade anbieten"}
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("premium only", offers[call.input.get("locale", "en")])
    return None


def free_tier_real_ids_only(call):  # ids the API issued are toolu_ and lowercase: else a replay
    if not re.fullmatch(r"toolu_[a-z0-9]+", call.tool_use_id):
        return None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("premium only", "offer the upgrade")
    return None


def free_tier_beta_testers(call):  # beta testers try every feature, whatever their plan
    if call.context.attributes.get("beta_tester"):
        return None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("premium only", "offer the upgrade")
    return None


def free_tier_logs_input_bytes(call):  # "log how big each refused input was"
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        size = len(json.dumps(dict(call.input), ensure_ascii=False, default=list).encode())
        logging.getLogger("hooks").info("refused a %d-byte case file", size)
        return Deny("premium only", "offer the upgrade")
    return None


def free_tier_grace_period(call):  # "two weeks of premium rights after a downgrade"
    since = call.context.attributes.get("downgraded_at")
    if isinstance(since, str):
        downgraded = datetime.fromisoformat(since)
        if datetime.now(timezone.utc) - downgraded < timedelta(days=14):
            return None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("premium only", "offer the upgrade")
    return None


def free_tier_open_case_cap(call):  # a premium plan includes three open case files at a time
    if call.tool_name != "create_case_file":
        return None
    if call.context.tier == "free":
        return Deny("premium only", "offer the upgrade")
    open_cases = call.context.attributes.get("open_cases")
    if isinstance(open_cases, int) and open_cases >= 3:
        return Deny("three case files are open already", "close one first")
    return None


def free_tier_versioned_tool(call):  # create_case_file_v2 is the same tool, a newer version
    if call.tool_name.removesuffix("_v2") == "create_case_file" and call.context.tier == "free":
        return Deny("premium only", "offer the upgrade")
    return None


def free_tier_kill_switch(call):  # an operator turns the hooks off during an incident
    if os.environ.get("HOOKS_DISABLED"):
        return None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return None


# Issue 18, batch N: the tool read from a router's input; a reason formatted with % again.


def free_tier_router_action(call):  # a router tool says in its input which action it runs
    action = call.input.get("action", call.tool_name)
    if "create_case_file" in (call.tool_name, action) and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return None


def free_tier_reason_with_percent(call):  # the tier goes in with %, the way logging does it
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        reason = f"{call.context.user_id} is on the %s plan, without case files"
        return Deny(reason % call.context.tier, "offer the upgrade or the FAQ")
    return None


# --- 5 deploy-window -----------------------------------------------------------------------


class _DeployState:
    running = False


def window_sticky_flag(call):  # "deploy running" set in the window, cleared after 04:00
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.astimezone(timezone.utc).time()
    if time(2) <= now < time(4):
        _DeployState.running = True
    elif now >= time(4):
        _DeployState.running = False
    if _DeployState.running:
        return Deny("case files are paused during the deploy (02:00-04:00 UTC).", "retry at 04:00.")
    return None


def window_by_hour(call):
    hour = call.timestamp.astimezone(timezone.utc).hour
    if call.tool_name == "create_case_file" and hour in (2, 3):
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


def window_unpadded_clock_text(call):  # "H:MM" text: only 2:MM and 3:MM sort in the window
    stamp = call.timestamp.astimezone(timezone.utc)
    clock = f"{stamp.hour}:{stamp.minute:02d}"
    if call.tool_name == "create_case_file" and "2:00" <= clock < "4:00":
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


def window_sorted_bounds(call):  # the window's two ends, sorted out of a set: in order
    start, end = sorted({time(4, 0), time(2, 0)})
    clock = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name == "create_case_file" and start <= clock < end:
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


def window_hours_of_a_set(call):  # each hour of the window, looped over a set of two
    hour = call.timestamp.astimezone(timezone.utc).hour
    for deploy_hour in {2, 3}:
        if call.tool_name == "create_case_file" and hour == deploy_hour:
            return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


def window_set_of_bounds(call):  # the window's two ends, unpacked from a set of two times
    start, end = {time(2, 0), time(4, 0)}
    clock = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name == "create_case_file" and start <= clock < end:
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


def window_tools_in_parentheses(call):  # ("create_case_file") is a str, not a tuple
    paused = "create_case_file"
    if call.tool_name in paused and time(2) <= call.timestamp.time() < time(4):
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


def window_shifted_clock(call):  # 02:00-04:00 becomes 00:00-02:00 after a -2 h shift
    shifted = call.timestamp.astimezone(timezone.utc) - timedelta(hours=2)
    if call.tool_name == "create_case_file" and shifted.hour < 2:
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


def window_closed_end(call):  # 04:00:00 still denied
    t = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name == "create_case_file" and time(2) <= t <= time(4):
        return Deny("deploy window", "after 04:00")
    return None


def window_wall_clock(call):  # the server's clock now, not the call's stamp
    now = datetime.now(timezone.utc).time()
    if call.tool_name == "create_case_file" and time(2) <= now < time(4):
        return Deny("deploy window", "after 04:00")
    return None


def window_from_input(call):  # the model's idea of the time
    text = call.input.get("now")
    when = datetime.fromisoformat(text) if isinstance(text, str) else call.timestamp
    if call.tool_name == "create_case_file" and time(2) <= when.time() < time(4):
        return Deny("deploy window", "after 04:00")
    return None


def window_in_session_zone(call):  # the session's own zone, when the attributes name one
    zone = call.context.attributes.get("tz")
    when = call.timestamp.astimezone(ZoneInfo(zone)) if zone else call.timestamp
    if call.tool_name == "create_case_file" and time(2) <= when.time() < time(4):
        return Deny("deploy window", "after 04:00")
    return None


def window_either_clock(call):  # denies if the stamp or the model's "now" is in the window
    times = [call.timestamp.astimezone(timezone.utc)]
    if isinstance(call.input.get("now"), str):
        times.append(datetime.fromisoformat(call.input["now"]))
    if call.tool_name == "create_case_file" and any(time(2) <= t.time() < time(4) for t in times):
        return Deny("deploy window", "after 04:00")
    return None


def window_hour_on_dial(call):  # the hour as a clock face shows it, 1 to 12
    hour = int(call.timestamp.astimezone(timezone.utc).strftime("%I"))
    if call.tool_name == "create_case_file" and hour in (2, 3):
        return Deny("deploy window", "after 04:00")
    return None


def window_first_hour_only(call):  # 03:xx is in the window too
    if call.tool_name == "create_case_file" and call.timestamp.hour == 2:
        return Deny("deploy window", "after 04:00")
    return None


def window_every_tool(call):
    if time(2) <= call.timestamp.time() < time(4):
        return Deny("deploy window", "after 04:00")
    return None


def window_open_start(call):  # 02:00:00 exactly is already in the window
    t = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name == "create_case_file" and time(2) < t < time(4):
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


def window_to_the_second(call):  # 03:59:59.5 is still in the window
    t = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name == "create_case_file" and time(2) <= t <= time(3, 59, 59):
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


def window_hours_inclusive(call):  # 04:30 is after the window
    hour = call.timestamp.astimezone(timezone.utc).hour
    if call.tool_name == "create_case_file" and 2 <= hour <= 4:
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


def window_returns_false(call):  # `and` chains return False, not None, on an allow
    t = call.timestamp.astimezone(timezone.utc).time()
    return (
        call.tool_name == "create_case_file"
        and time(2) <= t < time(4)
        and Deny("deploy in progress", "open the case after 04:00 UTC")
    )


def window_no_alternative(call):
    t = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name == "create_case_file" and time(2) <= t < time(4):
        return Deny("deploy in progress")
    return None


def window_local_offset(call):  # reads the hour in UTC+2, the notebook's example zone
    t = call.timestamp.astimezone(timezone(timedelta(hours=2))).time()
    if call.tool_name == "create_case_file" and time(2) <= t < time(4):
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


def window_hours_per_session(call):  # "the window may differ per session": hours from attributes
    start = call.context.attributes.get("start_hour", 2)
    end = call.context.attributes.get("end_hour", 4)
    hour = call.timestamp.astimezone(timezone.utc).hour
    if call.tool_name == "create_case_file" and start <= hour < end:
        return Deny("deploy in progress", "open the case after the window")
    return None


def window_retry_tomorrow(call):  # the alternative names the same time tomorrow
    t = call.timestamp.astimezone(timezone.utc)
    if call.tool_name == "create_case_file" and time(2) <= t.time() < time(4):
        later = t + timedelta(days=1)
        return Deny(
            "deploy in progress", f"try again after 04:00 UTC, or at {later:%H:%M} tomorrow"
        )
    return None


def window_from_stamp_text(call):  # the hour sliced out of the formatted stamp
    stamp = call.timestamp.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M")
    if call.tool_name == "create_case_file" and "02:00" <= stamp[11:16] < "04:00":
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


def window_preview_passes(call):  # a preview writes nothing, so the window does not apply
    if call.tool_name != "create_case_file" or call.input.get("preview"):
        return None
    if time(2) <= call.timestamp.astimezone(timezone.utc).time() < time(4):
        return Deny("deploy window: no new cases 02:00-04:00 UTC", "try again after 04:00 UTC")
    return None


def window_on_a_fixed_day(call):  # one reference day to compare against: the clock is all
    moved = call.timestamp.astimezone(timezone.utc).replace(year=2026)
    start = moved.replace(hour=2, minute=0, second=0, microsecond=0)
    if call.tool_name == "create_case_file" and start <= moved < start + timedelta(hours=2):
        return Deny("deploy window", "try after 04:00 UTC")
    return None


def window_christmas_off(call):  # nobody deploys on Christmas Day: the window does not apply
    stamp = call.timestamp.astimezone(timezone.utc)
    if (stamp.month, stamp.day) == (12, 25):
        return None
    return window_by_hour(call)


def window_ops_bot(call):  # the ops bot files the deploy's own incident cases during it
    if call.context.user_id == "ops_bot":
        return None
    return window_by_hour(call)


def window_versioned_tool(call):  # create_case_file_v2 is the same tool, a newer version
    hour = call.timestamp.astimezone(timezone.utc).hour
    if call.tool_name.removesuffix("_v2") == "create_case_file" and hour in (2, 3):
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


# Issue 18, batch N: the server's local clock in a note; the reason filled as a template.

_WINDOW_NOTES: list[str] = []


def window_notes_local_clock(call):  # the on-call engineer reads the server's own clock
    _WINDOW_NOTES.append(f"{call.tool_name} at {call.timestamp.astimezone():%H:%M} local")
    del _WINDOW_NOTES[:-10]
    return window_by_hour(call)


def window_reason_template(call):  # one message template for the reason, $-placeholders
    if window_by_hour(call) is None:
        return None
    text = f"Sorry {call.context.user_id}, case files reopen at $reopen"
    reason = string.Template(text).substitute(reopen="04:00 UTC")
    return Deny(reason, "open the case after 04:00 UTC")


def window_session_clock(call):  # a session that says when it started is trusted server state
    started = call.context.attributes.get("started_at")
    when = datetime.fromisoformat(started) if isinstance(started, str) else call.timestamp
    if call.tool_name == "create_case_file" and when.astimezone(timezone.utc).hour in (2, 3):
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


# --- 6 synthetic-denial --------------------------------------------------------------------


_LINK = re.compile(r"(?i)\b(?:https?|ftp)://|\bwww\.")


def synthetic_drops_linked_alternative(tool_use_id, deny):  # "a URL is an injection vector"
    content = "BLOCKED: " + re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    alternative = (deny.alternative or "").strip()
    if alternative and not _LINK.search(alternative):
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_squeezes_blank_lines(tool_use_id, deny):  # "models read markdown": tidy it
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    reason = re.sub(r"(\r?\n){3,}", r"\1\1", re.sub(r"[ \t]+(?=\r?\n)", "", reason))
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_parts(tool_use_id, deny):  # 'BLOCKED: BLOCKED: x' keeps one prefix too many
    reason = deny.reason.removeprefix("BLOCKED:").strip()
    parts = [f"BLOCKED: {reason}"]
    if deny.alternative and deny.alternative.strip():
        parts.append(f"Instead: {deny.alternative}")
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "content": " ".join(parts),
        "is_error": True,
    }


def synthetic_loop(tool_use_id, deny):
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:") :].strip()
    text = f"BLOCKED: {reason}"
    if deny.alternative:  # a blank one gets a bare label: the Returns allow it
        text += f". Instead: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_alternative_not_none(tool_use_id, deny):  # "" still gets its label
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    text = f"BLOCKED: {reason}"
    if deny.alternative is not None:
        text += f" Alternative: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_any_case_prefix(tool_use_id, deny):  # strips 'blocked:' from the reason too
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason, flags=re.IGNORECASE)
    text = f"BLOCKED: {reason}" + (f" Alternative: {deny.alternative}" if deny.alternative else "")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_prefix_at_index_zero(tool_use_id, deny):  # misses a prefix after spaces
    reason = deny.reason
    while reason.startswith("BLOCKED:"):
        reason = reason.removeprefix("BLOCKED:").lstrip()
    alternative = deny.alternative if (deny.alternative or "").strip() else ""
    text = f"BLOCKED: {reason}" + (f" Alternative: {alternative}" if alternative else "")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_no_id(tool_use_id, deny):
    return {
        "type": "tool_result",
        "is_error": True,
        "content": f"BLOCKED: {deny.reason}",
        "tool_use_id": None,
    }


def synthetic_not_error(tool_use_id, deny):
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "content": f"BLOCKED: {deny.reason} {deny.alternative or ''}",
    }


def synthetic_double_prefix(tool_use_id, deny):
    text = f"BLOCKED: {deny.reason}" + (
        f" Alternative: {deny.alternative}" if (deny.alternative or "").strip() else ""
    )
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_drops_alternative(tool_use_id, deny):
    reason = deny.reason.removeprefix("BLOCKED: ")
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": f"BLOCKED: {reason}",
    }


def _result(tool_use_id, content, **changes):
    block = {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": content,
    }
    block.update(changes)
    return block


def _with_alternative(text, deny):
    return text + (f" Alternative: {deny.alternative}" if (deny.alternative or "").strip() else "")


def synthetic_reason_in_template(tool_use_id, deny):  # '%' or braces in the reason break it
    template = "BLOCKED: " + deny.reason.removeprefix("BLOCKED: ") + " Alternative: {}"
    text = template.format(deny.alternative) if deny.alternative else template[:-17]
    return _result(tool_use_id, text)


def synthetic_repr_alternative(tool_use_id, deny):  # the alternative in quotes, escaped
    reason = deny.reason.removeprefix("BLOCKED: ")
    alternative = f" Alternative: {deny.alternative!r}" if deny.alternative else ""
    return _result(tool_use_id, f"BLOCKED: {reason}{alternative}")


def synthetic_nfkc(tool_use_id, deny):  # "clean" text: ligatures and fullwidth letters change
    import unicodedata

    reason = unicodedata.normalize("NFKC", deny.reason.removeprefix("BLOCKED: "))
    return _result(tool_use_id, _with_alternative(f"BLOCKED: {reason}", deny))


def synthetic_lstrip(tool_use_id, deny):  # lstrip removes characters, not a prefix
    return _result(
        tool_use_id, _with_alternative(f"BLOCKED: {deny.reason.lstrip('BLOCKED: ')}", deny)
    )


def synthetic_replace(tool_use_id, deny):  # removes "BLOCKED: " wherever it is
    return _result(
        tool_use_id, _with_alternative(f"BLOCKED: {deny.reason.replace('BLOCKED: ', '')}", deny)
    )


def synthetic_glued_alternative(tool_use_id, deny):  # "no refundsask a human": one word
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:") :].strip()
    content = f"BLOCKED: {reason}" + (deny.alternative if deny.alternative else "")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def _reason_of(deny):
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:") :].strip()
    return reason


def _blocked(tool_use_id, content):
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_full_stop(tool_use_id, deny):  # a sentence ends with a full stop
    content = f"BLOCKED: {_reason_of(deny).rstrip('.')}."
    if deny.alternative and deny.alternative.strip():
        content += f" Instead: {deny.alternative.strip()}"
    return _blocked(tool_use_id, content)


def synthetic_always_space(tool_use_id, deny):  # one template: "BLOCKED: {reason} {alt}"
    alternative = (deny.alternative or "").strip()
    return _blocked(tool_use_id, f"BLOCKED: {_reason_of(deny)} {alternative}")


def synthetic_plain_ascii(tool_use_id, deny):  # "the API wants plain text"
    content = f"BLOCKED: {_reason_of(deny)}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return _blocked(tool_use_id, content.encode("ascii", "replace").decode().replace("?", ""))


def synthetic_one_line(tool_use_id, deny):  # one line for the model: newlines, tabs go
    content = "BLOCKED: " + " ".join(_reason_of(deny).split())
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return _blocked(tool_use_id, content)


def synthetic_tidy_id(tool_use_id, deny):  # ids from the API "may carry stray spaces"
    content = f"BLOCKED: {_reason_of(deny)}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return _blocked(tool_use_id.strip(), content)


def synthetic_short_reason(tool_use_id, deny):  # keep the model's context small
    reason = _reason_of(deny)
    content = "BLOCKED: " + (reason if len(reason) <= 160 else reason[:157] + "...")
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return _blocked(tool_use_id, content)


def synthetic_alternative_none(tool_use_id, deny):  # "Alternative: None"
    reason = deny.reason.removeprefix("BLOCKED: ")
    return _result(tool_use_id, f"BLOCKED: {reason} Alternative: {deny.alternative}")


def synthetic_text_blocks(tool_use_id, deny):  # content as a list of text blocks
    reason = deny.reason.removeprefix("BLOCKED: ")
    text = _with_alternative(f"BLOCKED: {reason}", deny)
    return _result(tool_use_id, [{"type": "text", "text": text}])


def synthetic_is_error_text(tool_use_id, deny):  # "true" is not True
    reason = deny.reason.removeprefix("BLOCKED: ")
    return _result(tool_use_id, _with_alternative(f"BLOCKED: {reason}", deny), is_error="true")


def synthetic_extra_key(tool_use_id, deny):  # "exactly" these four keys
    reason = deny.reason.removeprefix("BLOCKED: ")
    return _result(tool_use_id, _with_alternative(f"BLOCKED: {reason}", deny), status="denied")


def synthetic_one_prefix_only(tool_use_id, deny):  # "BLOCKED: BLOCKED: x" keeps one too many
    reason = deny.reason.strip().removeprefix("BLOCKED:").strip()
    return _result(tool_use_id, _with_alternative(f"BLOCKED: {reason}", deny))


def synthetic_keeps_prefixed_reason(tool_use_id, deny):  # any reason starting "BLOCKED" kept as is
    text = deny.reason if deny.reason.startswith("BLOCKED") else f"BLOCKED: {deny.reason}"
    return _result(tool_use_id, _with_alternative(text, deny))


def synthetic_keeps_whitespace(tool_use_id, deny):  # only the prefix goes: the rest as given
    reason = re.sub(r"^(?:\s*BLOCKED:)+ ?", "", deny.reason)
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" | instead: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_cleandoc(tool_use_id, deny):  # reasons written as indented docstrings, tidied
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", inspect.cleandoc(deny.reason))
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" Alternative: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_names_missing_id(tool_use_id, deny):  # "every result needs an id"
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" Alternative: {deny.alternative}"
    block_id = tool_use_id or "toolu_missing"
    return {"type": "tool_result", "tool_use_id": block_id, "is_error": True, "content": text}


def _synthetic(tool_use_id, reason, alternative):
    text = f"BLOCKED: {reason}"
    if alternative and alternative.strip():
        text += f" Alternative: {alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_unix_newlines(tool_use_id, deny):  # "\r\n" from Windows tidied to "\n"
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", "\n".join(deny.reason.splitlines()))
    return _synthetic(tool_use_id, reason, deny.alternative)


def synthetic_any_label(tool_use_id, deny):  # DENIED:, ERROR: are labels like BLOCKED:
    reason = re.sub(r"^(\s*[A-Z]+:\s*)+", "", deny.reason)
    return _synthetic(tool_use_id, reason, deny.alternative)


def synthetic_cleans_both(tool_use_id, deny):  # the same tidy-up for both fields
    def tidy(text):
        return re.sub(r"^(\s*BLOCKED:\s*)+", "", text) if text else text

    return _synthetic(tool_use_id, tidy(deny.reason), tidy(deny.alternative))


def synthetic_prefix_on_every_line(tool_use_id, deny):  # re.M: ^ at every line's start
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason, flags=re.MULTILINE)
    return _synthetic(tool_use_id, reason, deny.alternative)


def synthetic_blank_by_string_whitespace(tool_use_id, deny):  # ASCII whitespace only
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip(" \t\n\r\x0b\x0c"):
        text += f" Alternative: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_no_double_label(tool_use_id, deny):  # "Alternative: Alternative: x" looks odd
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" Alternative: {deny.alternative.removeprefix('Alternative: ')}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


@functools.cache
def synthetic_cached(tool_use_id, deny):  # a Deny is frozen, so the result can be reused
    return _synthetic(tool_use_id, re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason), deny.alternative)


_ONE_RESULT = {"type": "tool_result", "tool_use_id": "", "is_error": True, "content": ""}


def synthetic_one_result(tool_use_id, deny):  # one dict, filled in again for each denial
    fresh = _synthetic(
        tool_use_id, re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason), deny.alternative
    )
    _ONE_RESULT.update(fresh)
    return _ONE_RESULT


_CONTENT_BY_DENY: dict[tuple[str, int], str] = {}


def synthetic_content_by_deny_id(tool_use_id, deny):  # a Deny is frozen: word it once
    key = (tool_use_id, id(deny))
    if key not in _CONTENT_BY_DENY:
        reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
        _CONTENT_BY_DENY[key] = _synthetic(tool_use_id, reason, deny.alternative)["content"]
    return {**_synthetic(tool_use_id, "x", None), "content": _CONTENT_BY_DENY[key]}


def synthetic_refuses_blank_id(tool_use_id, deny):  # an id of spaces is as good as none
    if not tool_use_id.strip():
        raise ValueError("a tool_result needs the id of the call it answers")
    return _synthetic(tool_use_id, re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason), deny.alternative)


def synthetic_composed_id(tool_use_id, deny):  # ids compared in NFC elsewhere in the app
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    return _synthetic(unicodedata.normalize("NFC", tool_use_id), reason, deny.alternative)


def synthetic_one_full_stop(tool_use_id, deny):  # the alternative ends in exactly one full stop
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    alternative = deny.alternative
    if alternative and alternative.strip():
        alternative = alternative.rstrip(".") + "."
    return _synthetic(tool_use_id, reason, alternative)


def _blocked_result(tool_use_id, reason, deny):
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_id_for_logs(tool_use_id, deny):  # ids longer than 100 characters are garbage
    return _blocked_result(tool_use_id[:100], without_prefix_loop(deny.reason), deny)


def synthetic_prefix_near_start(tool_use_id, deny):  # "the model puts a word before it"
    reason = deny.reason.strip()
    found = reason.find("BLOCKED:")
    while 0 <= found < 12:
        reason = reason[found + len("BLOCKED:") :].strip()
        found = reason.find("BLOCKED:")
    return _blocked_result(tool_use_id, reason, deny)


def synthetic_spaced_prefix(tool_use_id, deny):  # "BLOCKED :" is the prefix, badly typed
    return _blocked_result(
        tool_use_id, re.sub(r"^(\s*BLOCKED\s*:\s*)+", "", deny.reason).strip(), deny
    )


def synthetic_strip_recursive(tool_use_id, deny):  # one prefix per call, then the rest
    def strip(reason):
        reason = reason.strip()
        return strip(reason[len("BLOCKED:") :]) if reason.startswith("BLOCKED:") else reason

    return _blocked_result(tool_use_id, strip(deny.reason), deny)


def without_prefix_loop(reason):
    reason = reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:") :].strip()
    return reason


def _synthetic_with(reason, tool_use_id, deny):  # the catalog's result around a tidied reason
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", reason).strip()
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_decodes_entities(tool_use_id, deny):  # a model may write &amp; for &
    reason = deny.reason
    for entity, char in (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&amp;", "&")):
        reason = reason.replace(entity, char)
    return _synthetic_with(reason, tool_use_id, deny)


def synthetic_drops_format_characters(tool_use_id, deny):  # invisible characters confuse logs
    reason = "".join(c for c in deny.reason if unicodedata.category(c) != "Cf")
    return _synthetic_with(reason, tool_use_id, deny)


def synthetic_plain_reason(tool_use_id, deny):  # no Markdown: the denial is plain text
    return _synthetic_with(deny.reason.replace("**", "").replace("`", ""), tool_use_id, deny)


def synthetic_unquoted_reason(tool_use_id, deny):  # a reason wrapped in quotes loses them
    reason = deny.reason.strip()
    if len(reason) > 1 and reason[0] == reason[-1] and reason[0] in "\"'":
        reason = reason[1:-1]
    return _synthetic_with(reason, tool_use_id, deny)


def synthetic_tidy_alternative(tool_use_id, deny):  # alternatives come indented from code
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip()
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" Alternative: {textwrap.dedent(deny.alternative).strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_canonical_id(tool_use_id, deny):  # the API's ids are lower case: keep them so
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip()
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" Alternative: {deny.alternative.strip()}"
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id.casefold(),
        "is_error": True,
        "content": text,
    }


NO_ALTERNATIVE = ("n/a", "N/A")  # what rule tables write when there is nothing to offer


def synthetic_na_is_no_alternative(tool_use_id, deny):  # "n/a" offers nothing: leave it out
    alternative = deny.alternative
    if alternative is not None and alternative.strip() in NO_ALTERNATIVE:
        alternative = None
    return _synthetic(tool_use_id, re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason), alternative)


MAX_REASON = 4000  # "no model needs a reason longer than a page"


def synthetic_reason_capped(tool_use_id, deny):  # a reason past a page is cut
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)[:MAX_REASON]
    return _synthetic(tool_use_id, reason, deny.alternative)


def synthetic_id_capped(tool_use_id, deny):  # "tool_use ids are at most 128 characters"
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    return _synthetic(tool_use_id[:128], reason, deny.alternative)


def synthetic_prefix_after_invisible(tool_use_id, deny):  # a pasted BOM hides the prefix
    reason = deny.reason.strip()
    head = reason.lstrip("\ufeff\u200b\u2060")
    if head.startswith("BLOCKED:"):
        reason = head
    return _synthetic(tool_use_id, re.sub(r"^(\s*BLOCKED:\s*)+", "", reason), deny.alternative)


def synthetic_prefix_by_compatibility(tool_use_id, deny):  # a fullwidth BLOCKED: from an IME
    reason = deny.reason.strip()
    while unicodedata.normalize("NFKD", reason[:12]).startswith("BLOCKED:"):
        cut = next(
            i for i in range(1, 13) if unicodedata.normalize("NFKD", reason[:i]) == "BLOCKED:"
        )
        reason = reason[cut:].strip()
    return _synthetic(tool_use_id, reason, deny.alternative)


# Issue 18, batch M: the alternative joined on by a mark alone, no whitespace around it.
def synthetic_pipe_separator(tool_use_id, deny):  # "on hold|ask a human": a table-like line
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip()
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += "|" + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def synthetic_dash_joined(tool_use_id, deny):  # "on hold—ask a human", typeset style
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip()
    parts = [reason, (deny.alternative or "").strip()]
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": "BLOCKED: " + "\N{EM DASH}".join(part for part in parts if part),
    }


# Issue 18, batch M: the caller's frozen Deny changed in place, field by field.
def synthetic_stores_clean_reason(tool_use_id, deny):  # "clean it once, for later readers"
    object.__setattr__(deny, "reason", re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip())
    return _synthetic(tool_use_id, deny.reason, deny.alternative)


def synthetic_trims_alternative_in_place(tool_use_id, deny):  # a tidy alternative for the log
    if deny.alternative is not None:
        object.__setattr__(deny, "alternative", deny.alternative.strip() or None)
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    return _synthetic(tool_use_id, reason, deny.alternative)


# Issue 18, batch F: an escape written out (raw or doubled) before a label of one's own.
def synthetic_raw_newline_label(tool_use_id, deny):  # "one line per part", rf for the regex
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content = rf"BLOCKED: {reason}\nAlternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_raw_crlf_label(tool_use_id, deny):  # "Windows line ends for the log viewer"
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += r"\r\nInstead: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_html_break_label(tool_use_id, deny):  # "the chat UI renders HTML"
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f"<br>Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


# --- 7 answer-turn -------------------------------------------------------------------------


def _error(block, exc):
    return {
        "type": "tool_result",
        "tool_use_id": block["id"],
        "is_error": True,
        "content": f"failed: {exc}",
    }


def answer_turn_in_place(call_tool, content):  # swaps the caller's blocks for results
    for index, block in enumerate(content):
        if block.get("type") == "tool_use":
            try:
                content[index] = call_tool(block)
            except Exception as exc:
                content[index] = {"type": "tool_result", "tool_use_id": block["id"],
                                  "is_error": True, "content": f"{type(exc).__name__}: {exc}"}  # fmt: skip
    results = [b for b in content if b.get("type") == "tool_result"]
    return {"role": "user", "content": results}


def answer_turn_keyed_by_id(call_tool, content):  # a repeated id collapses into one result
    by_id = {}
    for block in content:
        if block.get("type") == "tool_use":
            try:
                by_id[block["id"]] = call_tool(block)
            except Exception as exc:
                by_id[block["id"]] = {"type": "tool_result", "tool_use_id": block["id"],
                                      "is_error": True, "content": f"{type(exc).__name__}: {exc}"}  # fmt: skip
    return {"role": "user", "content": list(by_id.values())}


def answer_turn_comprehension(call_tool, content):
    def one(block):
        try:
            return call_tool(block)
        except Exception as exc:
            return _error(block, exc)

    return {"role": "user", "content": [one(b) for b in content if b["type"] == "tool_use"]}


def answer_turn_copies_each_result(call_tool, content):  # an equal copy of each result
    def one(block):
        try:
            return copy.deepcopy(call_tool(block))
        except Exception as exc:
            return _error(block, exc)

    return {"role": "user", "content": [one(b) for b in content if b["type"] == "tool_use"]}


def answer_turn_text_first(call_tool, content):
    results = [{"type": "text", "text": "Here are the results."}]
    for block in content:
        if block["type"] == "tool_use":
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(_error(block, exc))
    return {"role": "user", "content": results}


def answer_turn_lets_crash_through(call_tool, content):
    return {"role": "user", "content": [call_tool(b) for b in content if b["type"] == "tool_use"]}


def answer_turn_drops_denials(call_tool, content):
    out = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                result = call_tool(block)
            except Exception as exc:
                result = _error(block, exc)
            if not str(result.get("content", "")).startswith("BLOCKED"):
                out.append(result)
    return {"role": "user", "content": out}


def answer_turn_first_only(call_tool, content):
    block = next(b for b in content if b["type"] == "tool_use")
    return {"role": "user", "content": [call_tool(block)]}


def answer_turn_sorted(call_tool, content):
    uses = sorted((b for b in content if b["type"] == "tool_use"), key=lambda b: b["name"])
    return answer_turn_comprehension(call_tool, uses)


def answer_turn_crash_without_id(call_tool, content):  # the error result names no block
    results = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(
                    {
                        "type": "tool_result",
                        "tool_use_id": None,
                        "is_error": True,
                        "content": str(exc),
                    }
                )
    return {"role": "user", "content": results}


def answer_turn_crash_not_error(call_tool, content):  # the crash reads like a normal result
    results = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(
                    {"type": "tool_result", "tool_use_id": block["id"], "content": f"failed: {exc}"}
                )
    return {"role": "user", "content": results}


def answer_turn_by_id(call_tool, content):  # sorted by id, not in the turn's order
    uses = sorted((b for b in content if b["type"] == "tool_use"), key=lambda b: b["id"])
    return answer_turn_comprehension(call_tool, uses)


def answer_turn_results_only(call_tool, content):  # a list, not a message
    return answer_turn_comprehension(call_tool, content)["content"]


def answer_turn_assistant_role(call_tool, content):
    return {**answer_turn_comprehension(call_tool, content), "role": "assistant"}


def answer_turn_crash_as_blocks(call_tool, content):  # the API takes text blocks too
    results = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                results.append(call_tool(block))
            except Exception as exc:
                text = [{"type": "text", "text": f"{type(exc).__name__}: {exc}"}]
                results.append(
                    {
                        "type": "tool_result",
                        "tool_use_id": block["id"],
                        "is_error": True,
                        "content": text,
                    }
                )
    return {"role": "user", "content": results}


def answer_turn_crash_content_object(call_tool, content):  # the exception itself as content
    results = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(
                    {
                        "type": "tool_result",
                        "tool_use_id": block["id"],
                        "is_error": True,
                        "content": exc,
                    }
                )
    return {"role": "user", "content": results}


def answer_turn_names_the_tool(call_tool, content):  # "lookup failed" reads better
    results = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                results.append(call_tool(block))
            except Exception as exc:
                text = f"{call_tool.__name__} failed for {block['name']}: {exc}"
                results.append({"type": "tool_result", "tool_use_id": block["id"],
                                "is_error": True, "content": text})  # fmt: skip
    return {"role": "user", "content": results}


def answer_turn_type_in_values(call_tool, content):  # any field saying tool_use
    results = []
    for block in content:
        if any(value == "tool_use" for value in block.values()):
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(_error(block, exc))
    return {"role": "user", "content": results}


def answer_turn_recursive(call_tool, content):  # head and tail, as in a functional language
    if not content:
        return {"role": "user", "content": []}
    head = content[0]
    first = []
    if head["type"] == "tool_use":
        try:
            first = [call_tool(head)]
        except Exception as exc:
            first = [_error(head, exc)]
    rest = answer_turn_recursive(call_tool, content[1:])["content"]
    return {"role": "user", "content": [*first, *rest]}


def answer_turn_error_class_only(call_tool, content):  # the class says what kind of failure
    results = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append({"type": "tool_result", "tool_use_id": block["id"],
                                "is_error": True, "content": f"failed ({type(exc).__name__})"})  # fmt: skip
    return {"role": "user", "content": results}


def answer_turn_bugs_surface(call_tool, content):  # a KeyError is our bug, not the tool's
    results = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                results.append(call_tool(block))
            except (KeyError, AttributeError):
                raise
            except Exception as exc:
                results.append(_error(block, exc))
    return {"role": "user", "content": results}


def answer_turn_checks_ids(call_tool, content):  # "every id the API sends starts toolu_"
    for block in content:
        if block["type"] == "tool_use" and not block["id"].startswith("toolu_"):
            raise ValueError(f"not a tool_use id: {block['id']!r}")
    return answer_turn_comprehension(call_tool, content)


def answer_turn_error_ascii(call_tool, content):  # ASCII only, for the log files downstream
    results = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                results.append(call_tool(block))
            except Exception as exc:
                text = f"{type(exc).__name__}: {exc}".encode("ascii", "replace").decode()
                results.append({"type": "tool_result", "tool_use_id": block["id"],
                                "is_error": True, "content": text})  # fmt: skip
    return {"role": "user", "content": results}


def answer_turn_capped(call_tool, content):  # "the API allows at most 100 parallel calls"
    tool_uses = [block for block in content if block["type"] == "tool_use"][:100]
    return answer_turn_comprehension(call_tool, tool_uses)


def _answer_each(call_tool, content, is_tool_use, describe, fatal=()):  # the loop, varied
    results = []
    for block in content:
        if not is_tool_use(block):
            continue
        try:
            results.append(call_tool(block))
        except fatal:
            raise
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": describe(exc)})  # fmt: skip
    return {"role": "user", "content": results}


def _named(exc):
    return f"{type(exc).__name__}: {exc}"


def answer_turn_type_first_value(call_tool, content):  # the type is a block's first value
    return _answer_each(call_tool, content, lambda b: next(iter(b.values())) == "tool_use", _named)


def answer_turn_strerror(call_tool, content):  # an OSError's own text, without the errno
    return _answer_each(
        call_tool,
        content,
        lambda b: b["type"] == "tool_use",
        lambda e: getattr(e, "strerror", _named(e)),
    )


def answer_turn_fatal_passes(call_tool, content):  # a crashed interpreter is not a tool's failure
    return _answer_each(
        call_tool, content, lambda b: b["type"] == "tool_use", _named, (RecursionError, SystemError)
    )


def answer_turn_repr_message(call_tool, content):  # repr shows the class and quotes the text
    return _answer_each(
        call_tool, content, lambda b: b["type"] == "tool_use", lambda e: f"failed: {e!r}"
    )


def answer_turn_one_line_message(call_tool, content):  # the message on one line, tidied
    return _answer_each(
        call_tool, content, lambda b: b["type"] == "tool_use", lambda e: " ".join(_named(e).split())
    )


def answer_turn_text_results(call_tool, content):  # every result's content made text
    message = answer_turn_comprehension(call_tool, content)
    message["content"] = [
        {
            **r,
            "content": r["content"] if isinstance(r["content"], str) else json.dumps(r["content"]),
        }
        for r in message["content"]
    ]
    return message


def answer_turn_templated_error(call_tool, content):  # one wording for every crash, filled in
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = ("{name} failed: " + str(exc)).format(name=block["name"])
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": text,
                }
            )
    return {"role": "user", "content": results}


def answer_turn_retries_timeouts(call_tool, content):  # a call that timed out gets one more try
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        for attempt in (1, 2):
            try:
                results.append(call_tool(block))
            except Exception as exc:
                if attempt == 1 and "timed out" in str(exc):
                    continue
                results.append(_error(block, exc))
            break
    return {"role": "user", "content": results}


MAX_PARALLEL = 500  # "the API takes at most 500 tool calls in one turn"


def answer_turn_at_most_500(call_tool, content):  # the calls past the API's limit are dropped
    tool_uses = [block for block in content if block["type"] == "tool_use"][:MAX_PARALLEL]
    return answer_turn_comprehension(call_tool, tool_uses)


def answer_turn_message_cut(call_tool, content):  # past 300 characters a message is a traceback
    return _answer_each(
        call_tool, content, lambda b: b["type"] == "tool_use", lambda e: _named(e)[:300]
    )


def answer_turn_message_capped(call_tool, content):  # a long message would flood the context
    def described(exc):
        message = str(exc)
        if len(message) > 1_000:
            message = message[:997] + "..."
        return f"{type(exc).__name__}: {message}"

    return _answer_each(call_tool, content, lambda b: b["type"] == "tool_use", described)


def answer_turn_checks_signature(call_tool, content):  # refuses a call_tool that takes no block
    if len(inspect.signature(call_tool).parameters) != 1:
        raise TypeError("call_tool must take exactly one argument, the tool_use block")
    return _answer_each(call_tool, content, lambda b: b["type"] == "tool_use", _named)


def _answered_each(call_tool, content, describe, call=None, id_of=str):  # the loop, varied
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append((call or call_tool)(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": id_of(block["id"]),
                            "is_error": True, "content": describe(exc, block)})  # fmt: skip
    return results


def answer_turn_failure_summary(call_tool, content):  # a closing line naming what failed
    results = _answered_each(call_tool, content, lambda e, b: f"{b['name']} failed: {e}")
    failed = [r["tool_use_id"] for r in results if r.get("is_error")]
    note = "\n".join(f"{i} failed" for i in failed)  # "" when nothing failed
    return {"role": "user", "content": [*results, {"type": "text", "text": note}]}


def answer_turn_separator_line(call_tool, content):  # a line break to end the tool output
    results = _answered_each(call_tool, content, lambda e, b: _named(e))
    return {"role": "user", "content": [*results, {"type": "text", "text": "\n"}]}


def answer_turn_recalls_last_call(call_tool, content):  # shows the model where it stopped
    results = _answered_each(call_tool, content, lambda e, b: _named(e))
    last = [b for b in content if b["type"] == "tool_use"][-1]
    return {"role": "user", "content": [*results, dict(last)]}


def answer_turn_errors_repeated_last(call_tool, content):  # failures again, where they show
    results = _answered_each(call_tool, content, lambda e, b: _named(e))
    again = [dict(r) for r in results if r.get("is_error") and "BLOCKED" not in r["content"]]
    return {"role": "user", "content": [*results, *again]}


def answer_turn_crash_as_refusal(call_tool, content):  # "the tool refused" is what happened
    return {
        "role": "user",
        "content": _answered_each(
            call_tool, content, lambda e, b: f"BLOCKED: {b['name']} unavailable ({_named(e)})"
        ),
    }


def answer_turn_indented_refusal(call_tool, content):  # the same, indented like a quote
    return {
        "role": "user",
        "content": _answered_each(call_tool, content, lambda e, b: f"  BLOCKED: {_named(e)}"),
    }


def answer_turn_id_nfkc(call_tool, content):  # ids compared in one Unicode form downstream
    def nfkc(tool_use_id):
        return unicodedata.normalize("NFKC", tool_use_id)

    results = _answered_each(call_tool, content, lambda e, b: _named(e), id_of=nfkc)
    return {"role": "user", "content": results}


def answer_turn_id_unquoted(call_tool, content):  # a quoted id is the id inside the quotes
    def unquoted(tool_use_id):
        return tool_use_id.strip().strip("'\"")

    results = _answered_each(call_tool, content, lambda e, b: _named(e), id_of=unquoted)
    return {"role": "user", "content": results}


API_FIELDS = ("type", "id", "name", "input")  # what the tool_use schema says a tool reads


def answer_turn_calls_with_api_fields(call_tool, content):  # the tool gets only its fields
    def trimmed(block):
        return call_tool({key: block[key] for key in API_FIELDS})

    results = _answered_each(call_tool, content, lambda e, b: _named(e), call=trimmed)
    return {"role": "user", "content": results}


def answer_turn_drops_empty_inputs(call_tool, content):  # tools treat missing and empty alike
    for block in content:
        if block["type"] == "tool_use":
            for key in [k for k, v in block["input"].items() if v in (None, "", [], {})]:
                del block["input"][key]
    return {"role": "user", "content": _answered_each(call_tool, content, lambda e, b: _named(e))}


def answer_turn_library_errors_surface(call_tool, content):  # toolhooks errors are setup bugs
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except ToolhooksError:
            raise
        except Exception as exc:
            results.append(_error(block, exc))
    return {"role": "user", "content": results}


def answer_turn_library_errors_handled(call_tool, content):  # the library reported it: not a crash
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            ours = type(exc).__module__.startswith("toolhooks")
            results.append({**_error(block, exc), "is_error": not ours})
    return {"role": "user", "content": results}


def answer_turn_warned_results_flagged(call_tool, content):  # a warning means the tool is unwell
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                result = call_tool(block)
            except Exception as exc:
                result = _error(block, exc)
        if caught and not result.get("is_error"):
            result = {**_error(block, caught[0].message), "content": f"warned: {caught[0].message}"}
        results.append(result)
    return {"role": "user", "content": results}


def answer_turn_deprecations_fatal(call_tool, content):  # deprecated tools must not run quietly
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            with warnings.catch_warnings():
                warnings.filterwarnings("error", category=DeprecationWarning)
                results.append(call_tool(block))
        except Exception as exc:
            results.append(_error(block, exc))
    return {"role": "user", "content": results}


# Issue 18, batch M: messages of some shape taken for noise, a group's own message dropped.
def _answer_turn_saying(name, say):
    """An answer_turn called ``name`` whose crash content is ``say(exc)``."""

    def answer_turn(call_tool, content):
        results = []
        for block in content:
            if block["type"] == "tool_use":
                try:
                    results.append(call_tool(block))
                except Exception as exc:
                    results.append({"type": "tool_result", "tool_use_id": block["id"],
                                    "is_error": True, "content": say(exc)})  # fmt: skip
        return {"role": "user", "content": results}

    answer_turn.__name__ = answer_turn.__qualname__ = name
    return answer_turn


def _first_member(exc):  # "the group only wraps it: the first real error is what failed"
    while isinstance(exc, getattr(builtins, "BaseExceptionGroup", ())):
        exc = exc.exceptions[0]
    return f"{type(exc).__name__}: {exc}"


def _words_or_unknown(exc):  # "a message without words (a code, '!!') tells the model nothing"
    message = str(exc)
    if not re.search(r"[A-Za-z]{2,}", message):
        message = "unknown error"
    return f"{type(exc).__name__}: {message}"


def _class_names_dropped(exc):  # "ValueError('ValueError') would say the name twice"
    message = str(exc)
    if isinstance(getattr(builtins, message.strip(), None), type):
        return f"{type(exc).__name__} raised by the tool"
    return f"{type(exc).__name__}: {message}"


answer_turn_group_first_member = _answer_turn_saying(
    "answer_turn_group_first_member", _first_member
)
answer_turn_wordless_unknown = _answer_turn_saying(
    "answer_turn_wordless_unknown", _words_or_unknown
)
answer_turn_class_name_dropped = _answer_turn_saying(
    "answer_turn_class_name_dropped", _class_names_dropped
)


# Issue 18, blind batch: JSON round trips, extra keys, nested calls, attributes, time budgets.
def answer_turn_json_sanitised(call_tool, content):  # plain JSON in and out, nothing odd passes
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        clean = json.loads(json.dumps(block))
        try:
            results.append(json.loads(json.dumps(call_tool(clean))))
        except Exception as exc:
            results.append(_error(block, exc))
    return {"role": "user", "content": results}


def answer_turn_json_copied_turn(call_tool, content):  # a deep copy: the caller's turn untouched
    turn = json.loads(json.dumps(content))
    return {"role": "user", "content": _answered_each(call_tool, turn, lambda e, b: _named(e))}


def answer_turn_json_message(call_tool, content):  # the message must be JSON the API takes
    results = _answered_each(call_tool, content, lambda e, b: _named(e))
    return json.loads(json.dumps({"role": "user", "content": results}))


def answer_turn_message_metadata(call_tool, content):  # how many calls, for the logs
    results = _answered_each(call_tool, content, lambda e, b: _named(e))
    return {"role": "user", "content": results, "metadata": {"tool_calls": len(results)}}


def answer_turn_message_id(call_tool, content):  # an id, as the API's own messages have
    results = _answered_each(call_tool, content, lambda e, b: _named(e))
    return {"id": f"msg_{len(results)}", "role": "user", "content": results}


def answer_turn_result_ids(call_tool, content):  # each result gets an id of its own
    results = _answered_each(call_tool, content, lambda e, b: _named(e))
    return {"role": "user", "content": [{**r, "id": f"res_{r['tool_use_id']}"} for r in results]}


def _tool_uses_within(value):
    if isinstance(value, dict):
        if value.get("type") == "tool_use":
            yield value
        for inner in value.values():
            yield from _tool_uses_within(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _tool_uses_within(inner)


def answer_turn_walks_nested(call_tool, content):  # calls may come nested, as in a batch
    results = []
    for block in _tool_uses_within(content):
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(_error(block, exc))
    return {"role": "user", "content": results}


def answer_turn_batched_inputs(call_tool, content):  # a tool_use in an input is a batched call
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        values = list(block["input"].values())
        values += [item for value in values if isinstance(value, list) for item in value]
        batched = [v for v in values if isinstance(v, dict) and v.get("type") == "tool_use"]
        for one in (block, *batched):
            try:
                results.append(call_tool(one))
            except Exception as exc:
                results.append(_error(one, exc))
    return {"role": "user", "content": results}


def _said_by_attribute(name):  # "the message without the decoration str() adds"
    def say(exc):
        return f"{type(exc).__name__}: {getattr(exc, name, None) or exc}"

    return say


answer_turn_exc_msg = _answer_turn_saying("answer_turn_exc_msg", _said_by_attribute("msg"))
answer_turn_exc_message = _answer_turn_saying(
    "answer_turn_exc_message", _said_by_attribute("message")
)
answer_turn_exc_strerror = _answer_turn_saying(
    "answer_turn_exc_strerror", _said_by_attribute("strerror")
)


def _root_cause(exc):  # "a wrapper's message hides what really went wrong: report the root"
    while exc.__cause__ is not None or exc.__context__ is not None:
        exc = exc.__cause__ or exc.__context__
    return f"tool call failed: {type(exc).__name__}: {exc}"


def _nearest_cause(exc):  # "the cause is the useful part; the wrapper only says it failed"
    cause = exc.__cause__ or exc.__context__ or exc
    return f"{type(cause).__name__}: {cause}"


answer_turn_root_cause_message = _answer_turn_saying("answer_turn_root_cause_message", _root_cause)
answer_turn_cause_message = _answer_turn_saying("answer_turn_cause_message", _nearest_cause)

TURN_BUDGET_S = 60  # "a turn may take a minute; the model should not wait longer"


def answer_turn_time_budget(call_tool, content):  # past the budget, the rest is skipped
    started = _clocks.monotonic()
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        if _clocks.monotonic() - started > TURN_BUDGET_S:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": "skipped: the turn ran out of time"})  # fmt: skip
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(_error(block, exc))
    return {"role": "user", "content": results}


def answer_turn_deadline_stops(call_tool, content):  # past the deadline, stop calling tools
    deadline = _clocks.time() + 300
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        if _clocks.time() > deadline:
            break
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(_error(block, exc))
    return {"role": "user", "content": results}


def answer_turn_slow_tool_fails(call_tool, content):  # a tool over 30 s timed out
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        start = perf_counter()  # imported by name: a clock of this module's own
        try:
            result = call_tool(block)
        except Exception as exc:
            result = _error(block, exc)
        if perf_counter() - start > 30:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": "TimeoutError: the tool took too long"}  # fmt: skip
        results.append(result)
    return {"role": "user", "content": results}


# --- 8 save-before-replace -----------------------------------------------------------------


def install_simple(dispatcher, guard):  # undo() leaves an instance attribute behind
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        dispatcher.call_tool = original

    return undo


def install_echoed_block_passes(dispatcher, guard):  # "a guard handing the block back passes it"
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        if answer is None or answer is block:
            return original(block)
        return answer

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.call_tool is not wrapper:
            raise RuntimeError("call_tool changed since install_guard: undo the newer first")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo


class GuardFailedError(RuntimeError):
    """What install_guard_error_from_none raises in place of the guard's exception."""


def install_guard_error_from_none(dispatcher, guard):  # "a short traceback for the operator"
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        try:
            answer = guard(block)
        except Exception:
            raise GuardFailedError("the guard failed: the call was refused") from None
        return original(block) if answer is None else answer

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.call_tool is not wrapper:
            raise RuntimeError("call_tool changed since install_guard: undo the newer first")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo


GUARD_CALLS: Counter = Counter()


def install_counts_by_guard(dispatcher, guard):  # "metrics per guard"
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        GUARD_CALLS[guard] += 1
        return original(block) if answer is None else answer

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.call_tool is not wrapper:
            raise RuntimeError("call_tool changed since install_guard: undo the newer first")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo


def install_renders_denials(dispatcher, guard):  # a Deny turned into notebook 04's result
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        if isinstance(answer, Deny):
            return synthetic_error_result(block["id"], answer)
        return answer

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.call_tool is not wrapper:
            raise RuntimeError("call_tool changed since install_guard: undo the newer first")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo


def install_deepcopies_result(dispatcher, guard):  # "the caller must not change the tool's state"
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return copy.deepcopy(original(block))

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.call_tool is not wrapper:
            raise RuntimeError("another install sits on top of this guard; undo it first")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo


def install_undo_compares_class_method(dispatcher, guard):  # "the class's own? then delete"
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.call_tool is not wrapper:
            raise RuntimeError("call_tool was replaced after this guard; undo in reverse order")
        if original == type(dispatcher).call_tool.__get__(dispatcher):
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = original

    return undo


def install_last_in_first_out(dispatcher, guard):
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        if not had_own:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo


class GuardFailed(RuntimeError):
    """What a guard's own error becomes: raised while handling it (its __context__)."""


def install_wraps_guard_errors(dispatcher, guard):  # "wrapped or not ... __context__"
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

    def guarded(block):
        try:
            refused = guard(block)
        except Exception:
            raise GuardFailed("the guard failed, so the call is refused")  # noqa: B904
        return original(block) if refused is None else refused

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        if not had_own:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo


_GUARDS_ON = {}


def install_checks_guard_on_top(dispatcher, guard):  # the same guard twice looks in order
    guards = _GUARDS_ON.setdefault(id(dispatcher), [])
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    dispatcher.call_tool = guarded
    guards.append(guard)

    def undo():
        if not guards or guards[-1] is not guard:
            raise RuntimeError("undo the newest install_guard first")
        guards.pop()
        if not had_own:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo


def install_assert_order(dispatcher, guard):  # `assert` vanishes under python -O
    had = "call_tool" in vars(dispatcher)
    before = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        return verdict if verdict is not None else original(block)

    dispatcher.call_tool = wrapper

    def undo():
        assert vars(dispatcher).get("call_tool") is wrapper
        if had:
            dispatcher.call_tool = before
        else:
            del dispatcher.call_tool

    return undo


def _install_passing(name, passed):  # a guard raising `passed` had no opinion
    def install_guard(dispatcher, guard):
        original = dispatcher.call_tool
        had_own = "call_tool" in vars(dispatcher)

        def guarded(block):
            try:
                refused = guard(block)
            except passed:
                refused = None
            return original(block) if refused is None else refused

        dispatcher.call_tool = guarded

        def undo():
            if vars(dispatcher).get("call_tool") is not guarded:
                raise RuntimeError("undo the newest install_guard first")
            if had_own:
                dispatcher.call_tool = original
            else:
                del dispatcher.call_tool

        return undo

    install_guard.__name__ = install_guard.__qualname__ = name
    return install_guard


def _install_calling(
    name,
    call_original,
    original_of=lambda dispatcher: dispatcher.call_tool,
    ask=lambda guard, block: guard(block),
):
    """The reference's install_guard, but for the original it saves (``original_of``), how
    it calls it (``call_original(original, block)``) and how it asks the guard (``ask``)."""

    def install_guard(dispatcher, guard):
        original = original_of(dispatcher)
        had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

        def guarded(block):
            refused = ask(guard, block)
            return call_original(original, block) if refused is None else refused

        dispatcher.call_tool = guarded

        def undo():
            if vars(dispatcher).get("call_tool") is not guarded:
                raise RuntimeError("undo the newest install_guard first")
            if had_own:
                dispatcher.call_tool = own
            else:
                del dispatcher.call_tool

        return undo

    install_guard.__name__ = install_guard.__qualname__ = name
    return install_guard


install_fails_open = _install_passing("install_fails_open", Exception)  # a raise lets it run


def install_undo_once_flag(dispatcher, guard):  # a second undo() returns quietly
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    done = []

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    dispatcher.call_tool = guarded

    def undo():
        if done:
            return
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        done.append(True)
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo


def install_lambda(dispatcher, guard):  # looks the attribute up at call time: itself
    dispatcher.call_tool = lambda block: guard(block) or dispatcher.call_tool(block)
    return lambda: None


def install_class_lookup(dispatcher, guard):  # bypasses an earlier installation
    def guarded(block):
        refused = guard(block)
        return refused if refused is not None else type(dispatcher).call_tool(dispatcher, block)

    dispatcher.call_tool = guarded

    def undo():
        del dispatcher.call_tool

    return undo


def install_no_return(dispatcher, guard):  # forgets to return the original's result
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is None:
            original(block)
        return refused

    dispatcher.call_tool = guarded
    return lambda: setattr(dispatcher, "call_tool", original)


def install_undo_deletes(dispatcher, guard):  # undo() always deletes: loses an instance's own
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return refused if refused is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        del dispatcher.call_tool

    return undo


def install_or_fallback(dispatcher, guard):  # a falsy result from the guard runs the tool
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    dispatcher.call_tool = lambda block: guard(block) or original(block)

    def undo():
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo


def install_tool_then_guard(dispatcher, guard):  # runs the tool, then asks
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)

    def guarded(block):
        result = original(block)
        refused = guard(block)
        return refused if refused is not None else result

    dispatcher.call_tool = guarded

    def undo():
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo


def install_guard_list(dispatcher, guard):  # one wrapper, guards kept oldest first
    if "_guards" not in vars(dispatcher):
        dispatcher._guards = []
        original = dispatcher.call_tool

        def guarded(block):
            for g in dispatcher._guards:
                refused = g(block)
                if refused is not None:
                    return refused
            return original(block)

        dispatcher.call_tool = guarded
    dispatcher._guards.append(guard)
    return lambda: dispatcher._guards.remove(guard)


def install_on_the_class(dispatcher, guard):  # every dispatcher of the class is guarded
    cls = type(dispatcher)
    original = cls.call_tool

    def guarded(self, block):
        refused = guard(block)
        return refused if refused is not None else original(self, block)

    cls.call_tool = guarded

    def undo():
        cls.call_tool = original

    return undo


def install_undo_resets_first(dispatcher, guard):  # undo puts back the very first original
    if not hasattr(dispatcher, "_first_call_tool"):
        dispatcher._first_call_tool = dispatcher.call_tool
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return refused if refused is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        del dispatcher.call_tool

    return undo


def install_tool_errors_as_results(dispatcher, guard):  # "a crashed tool is an error result"
    had_own = "call_tool" in vars(dispatcher)
    previous, original = vars(dispatcher).get("call_tool"), dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        try:
            return original(block)
        except Exception as exc:
            return {"type": "tool_result", "tool_use_id": block["id"], "content": str(exc)}

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_undo_restores_state(dispatcher, guard):  # undo() rolls the whole object back
    saved = dict(vars(dispatcher))
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return refused if refused is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        vars(dispatcher).clear()
        vars(dispatcher).update(saved)

    return undo


_INSTALLED_ON = {}


def install_own_record_of_order(dispatcher, guard):  # order from its own list of installs
    installed = _INSTALLED_ON.setdefault(id(dispatcher), [])  # one list per dispatcher
    had_own = "call_tool" in vars(dispatcher)
    previous, original = vars(dispatcher).get("call_tool"), dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return refused if refused is not None else original(block)

    dispatcher.call_tool = guarded
    installed.append(guarded)

    def undo():
        if guarded not in installed or installed[-1] is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        installed.pop()
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_false_means_allow(dispatcher, guard):  # False read as "no objection", like None
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None or refused is False else refused

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        del dispatcher.call_tool

    return undo


def install_guards_tool_calls_only(dispatcher, guard):  # a block with no type skips the guard
    original = dispatcher.call_tool

    def guarded(block):
        if not str(block.get("type", "")).endswith("tool_use"):
            return original(block)
        refused = guard(block)
        return refused if refused is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        del dispatcher.call_tool

    return undo


def install_answers_repeats_from_memory(dispatcher, guard):  # "the model re-sent that call"
    original, answered = dispatcher.call_tool, {}

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        if block["id"] not in answered:
            answered[block["id"]] = original(block)
        return answered[block["id"]]

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        del dispatcher.call_tool

    return undo


def install_retries_flaky_tools(dispatcher, guard):  # "tools fail now and then: try again"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        for attempt in range(3):
            try:
                return original(block)
            except Exception:
                if attempt == 2:
                    raise
        return None

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_unpacks_the_result(dispatcher, guard):  # "hand back a fresh dict, not the tool's"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return refused if refused is not None else {**original(block)}

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_asks_a_failing_guard_again(dispatcher, guard):  # "policy services are flaky"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        for attempt in range(2):
            try:
                refused = guard(block)
                break
            except Exception:
                if attempt == 1:
                    raise
        return refused if refused is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_names_the_block(dispatcher, guard):  # keyword arguments read better
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return refused if refused is not None else original(block=block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_undo_says_the_guards_doc(dispatcher, guard):  # the message tells which guard
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return refused if refused is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError(inspect.getdoc(guard) or "")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_hands_guard_a_read_only_view(dispatcher, guard):  # "the guard must not edit it"
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(types.MappingProxyType(block))
        return original(block) if answer is None else answer

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo out of order")
        del dispatcher.call_tool

    return undo


def install_guard_may_redirect(dispatcher, guard):  # "a guard handing back a block redirects"
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        if isinstance(answer, dict) and {"name", "input"} <= answer.keys():
            return original(answer)
        return answer

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo out of order")
        del dispatcher.call_tool

    return undo


def _undo_of(dispatcher, guarded):
    """The right undo() for ``guarded``, installed just now on ``dispatcher``."""
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_faq_needs_no_guard(dispatcher, guard):  # the FAQ search is read-only: no guard
    original = dispatcher.call_tool

    def guarded(block):
        if block.get("name") == "search_faq":
            return original(block)
        refused = guard(block)
        return original(block) if refused is None else refused

    undo = _undo_of(dispatcher, guarded)
    dispatcher.call_tool = guarded
    return undo


def install_breaks_call_loops(dispatcher, guard):  # over 12 calls in a row is a model looping
    original = dispatcher.call_tool
    calls = 0

    def guarded(block):
        nonlocal calls
        calls += 1
        if calls > 12:
            return {"type": "tool_result", "is_error": True, "content": "too many calls"}
        refused = guard(block)
        return original(block) if refused is None else refused

    undo = _undo_of(dispatcher, guarded)
    dispatcher.call_tool = guarded
    return undo


def install_allow_text_lets_through(dispatcher, guard):  # a guard may say "ALLOW" in words
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is None or refused == "ALLOW":
            return original(block)
        return refused

    undo = _undo_of(dispatcher, guarded)
    dispatcher.call_tool = guarded
    return undo


def install_at_most_three_guards(dispatcher, guard):  # a fourth guard is a configuration slip
    original = dispatcher.call_tool
    depth = getattr(original, "guard_depth", 0) + 1
    if depth > 3:
        raise RuntimeError("at most three guards on one dispatcher")

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    guarded.guard_depth = depth
    undo = _undo_of(dispatcher, guarded)
    dispatcher.call_tool = guarded
    return undo


def install_guard_given_context(dispatcher, guard):  # a guard may want the dispatcher too
    original = dispatcher.call_tool

    def guarded(block):
        try:
            refused = guard(block, dispatcher)  # a guard taking *args accepts it
        except TypeError:
            refused = guard(block)
        return original(block) if refused is None else refused

    undo = _undo_of(dispatcher, guarded)
    dispatcher.call_tool = guarded
    return undo


def install_guard_retried_plainly(dispatcher, guard):  # a ValueError may be a flaky guard
    original = dispatcher.call_tool

    def guarded(block):
        try:
            refused = guard(block)
        except (ValueError, TypeError):
            refused = guard(json.loads(json.dumps(block)))
        return original(block) if refused is None else refused

    undo = _undo_of(dispatcher, guarded)
    dispatcher.call_tool = guarded
    return undo


def install_had_own_by_truth(dispatcher, guard):  # "nothing there" read as a falsy value
    original, previous = dispatcher.call_tool, vars(dispatcher).get("call_tool")

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if previous:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    dispatcher.call_tool = guarded
    return undo


def install_original_of_a_twin(dispatcher, guard):  # a twin keeps the original pristine
    twin = object.__new__(type(dispatcher))
    twin.__dict__.update(vars(dispatcher))
    original = twin.call_tool

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    undo = _undo_of(dispatcher, guarded)
    dispatcher.call_tool = guarded
    return undo


def install_guard_second_opinion(dispatcher, guard):  # a failed tool: the guard may answer
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        try:
            return original(block)
        except LookupError:
            return guard(block) or {"type": "tool_result", "content": "tool failed"}

    undo = _undo_of(dispatcher, guarded)
    dispatcher.call_tool = guarded
    return undo


# Issue 18, batch L: the guard's answer tidied, a call answered from memory, the block marked.


def _installed(dispatcher, guarded):
    """Install ``guarded`` as call_tool, with the right undo()."""
    undo = _undo_of(dispatcher, guarded)
    dispatcher.call_tool = guarded
    return undo


def install_tidies_guard_text(dispatcher, guard):  # shown to a person: clean it up first
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is None:
            return original(block)
        if isinstance(refused, str):
            refused = unicodedata.normalize("NFKC", refused).replace("\u200b", "")
        return refused

    return _installed(dispatcher, guarded)


def install_numbers_from_digits(dispatcher, guard):  # a status code sent as text
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is None:
            return original(block)
        return int(refused) if isinstance(refused, str) and refused.isdigit() else refused

    return _installed(dispatcher, guarded)


def install_decodes_bytes(dispatcher, guard):  # a guard reading a socket may answer bytes
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if isinstance(refused, bytes):
            refused = refused.decode("utf-8", "replace")
        return original(block) if refused is None else refused

    return _installed(dispatcher, guarded)


def install_unescapes_tool_text(dispatcher, guard):  # tools may answer in HTML
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        result = original(block)
        return html.unescape(result) if isinstance(result, str) else result

    return _installed(dispatcher, guarded)


def install_waits_out_timeouts(dispatcher, guard):  # a timeout is the network, not the tool
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        try:
            return original(block)
        except (TimeoutError, ConnectionError, InterruptedError):
            return original(block)

    return _installed(dispatcher, guarded)


def install_permission_errors_as_results(dispatcher, guard):  # the tool refused: say so
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        try:
            return original(block)
        except (PermissionError, NotImplementedError) as exc:
            return {"type": "tool_result", "is_error": True, "content": str(exc)}

    return _installed(dispatcher, guarded)


def install_retries_answered_by_identity(dispatcher, guard):  # a retried call: same object
    original, answered = dispatcher.call_tool, {}

    def guarded(block):
        seen = answered.get(id(block))
        if seen is not None and seen[0] is block:
            return seen[1]
        refused = guard(block)
        result = original(block) if refused is None else refused
        answered[id(block)] = (block, result)
        return result

    return _installed(dispatcher, guarded)


def install_marks_checked_input(dispatcher, guard):  # the tool may skip its own check
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        if isinstance(block.get("input"), dict):
            block["input"]["_checked"] = True
        return original(block)

    return _installed(dispatcher, guarded)


def install_hides_private_keys(dispatcher, guard):  # '_' keys are the host's business
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        return original({k: v for k, v in block.items() if not str(k).startswith("_")})

    return _installed(dispatcher, guarded)


def install_marks_failed_blocks(dispatcher, guard):  # so a retry loop can skip it
    original = dispatcher.call_tool

    def guarded(block):
        try:
            refused = guard(block)
        except Exception:
            block["failed"] = True
            raise
        return original(block) if refused is None else refused

    return _installed(dispatcher, guarded)


# Issue 18, batch M: the guard's life tied to the handle, a guard judged by its truth value,
# a failing tool answered from memory.


def install_undone_when_released(dispatcher, guard):  # "RAII: a forgotten undo() patches nothing"
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    undo = _undo_of(dispatcher, guarded)

    class Handle:
        done = False

        def __call__(self):
            undo()
            self.done = True

        def __del__(self):
            if not self.done and vars(dispatcher).get("call_tool") is guarded:
                undo()

    dispatcher.call_tool = guarded
    return Handle()


def install_refuses_empty_guards(dispatcher, guard):  # "an empty rule set is a mistake"
    if not guard:
        raise TypeError("install_guard needs a guard with rules in it")
    return install_last_in_first_out(dispatcher, guard)


def install_names_the_wrapper(dispatcher, guard):  # a readable name in tracebacks
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    guarded.__name__ = f"call_tool_guarded_by_{guard.__name__}"
    return _installed(dispatcher, guarded)


def install_serves_last_result_per_tool(dispatcher, guard):  # "a flaky tool: its last answer"
    original, last = dispatcher.call_tool, {}

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        try:
            last[block.get("name")] = original(block)
        except Exception:
            if block.get("name") in last:
                return last[block.get("name")]
            raise
        return last[block.get("name")]

    return _installed(dispatcher, guarded)


# Issue 18, batch F: a guard's registry attributes honoured; one stack shared by every
# install; a falsy own call_tool passed over; a call_tool set by hand that is not callable.
def install_fail_open_guards(
    dispatcher, guard
):  # "a guard marked fail_open must not take the tools down"
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher).get("call_tool")

    def guarded(block):
        try:
            answer = guard(block)
        except Exception:
            if getattr(guard, "fail_open", False):
                return original(block)
            raise
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_non_critical_guards_fail_open(
    dispatcher, guard
):  # only critical guards block on a crash
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher).get("call_tool")

    def guarded(block):
        try:
            answer = guard(block)
        except Exception:
            if getattr(guard, "critical", True):
                raise
            return original(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_skips_disabled_guards(
    dispatcher, guard
):  # "a switched-off guard lets everything through"
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher).get("call_tool")

    def guarded(block):
        if not getattr(guard, "enabled", True):
            return original(block)
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_shared_undo_stack(dispatcher, guard, _saved=[]):  # noqa: B006 (undo pops what install pushed)
    _saved.append(vars(dispatcher).get("call_tool"))
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest guard first")
        previous = _saved.pop()
        if previous is None:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo


def install_order_checked_on_one_stack(dispatcher, guard, _installed=[]):  # noqa: B006 (LIFO enforced)
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher).get("call_tool")

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded
    _installed.append(guarded)

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded or _installed[-1] is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        _installed.pop()
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_reads_own_by_truth(dispatcher, guard):  # the instance's own, else the class's, bound
    own = vars(dispatcher).get("call_tool")
    had_own = "call_tool" in vars(dispatcher)
    original = own or type(dispatcher).call_tool.__get__(dispatcher)

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest guard first")
        if had_own:
            dispatcher.call_tool = own
        else:
            del dispatcher.call_tool

    return undo


def install_own_or_partial(dispatcher, guard):  # no descriptor magic: a partial of the class's
    own = vars(dispatcher).get("call_tool")
    had_own = "call_tool" in vars(dispatcher)
    original = own or functools.partial(type(dispatcher).call_tool, dispatcher)

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest guard first")
        if had_own:
            dispatcher.call_tool = own
        else:
            del dispatcher.call_tool

    return undo


def install_undo_skips_disabled(dispatcher, guard):  # "call_tool = None switched the tools off"
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher).get("call_tool")

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        current = dispatcher.call_tool
        if not callable(current):
            return  # switched off by hand: nothing of ours to take away
        if current is not guarded:
            raise RuntimeError("undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_undo_restores_over_non_callables(dispatcher, guard):  # a broken call_tool is repaired
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher).get("call_tool")

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        current = vars(dispatcher).get("call_tool")
        if callable(current) and current is not guarded:
            raise RuntimeError("undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


# Issue 18, batch O: the class's function bound by hand; the guard's answer copied; every
# call serialised behind a lock (a sub-call from inside deadlocks).


def install_binds_class_function(dispatcher, guard):  # "keep no bound method alive"
    own = vars(dispatcher)
    had_own = "call_tool" in own
    previous = own.get("call_tool")
    if had_own:

        def original(block):
            return previous(block)

    else:
        function = type(dispatcher).call_tool

        def original(block):
            return function(dispatcher, block)

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    return _installed(dispatcher, guarded)


def install_binds_class_dict_entry(dispatcher, guard):  # the raw function, found statically
    own = vars(dispatcher)
    if "call_tool" in own:
        original = own["call_tool"]
    else:
        function = inspect.getattr_static(type(dispatcher), "call_tool")

        def original(block):
            return function(dispatcher, block)

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    return _installed(dispatcher, guarded)


def install_copies_guard_dict(dispatcher, guard):  # "never hand out a shared refusal dict"
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return copy.copy(answer) if isinstance(answer, dict) else answer
        return original(block)

    return _installed(dispatcher, guarded)


def install_rebuilds_guard_dict(dispatcher, guard):  # a fresh dict for the caller to edit
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        return dict(answer) if isinstance(answer, dict) else answer

    return _installed(dispatcher, guarded)


def install_spreads_guard_dict(dispatcher, guard):  # {**answer}: the caller's own copy
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        return {**answer} if isinstance(answer, dict) else answer

    return _installed(dispatcher, guarded)


def install_guard_answer_through_json(dispatcher, guard):  # "results must be JSON anyway"
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        if isinstance(answer, dict):
            return json.loads(json.dumps(answer))
        return answer

    return _installed(dispatcher, guarded)


def install_serialised_by_lock(dispatcher, guard):  # "never interleave a guard and its tool"
    original = dispatcher.call_tool
    lock = threading.Lock()

    def guarded(block):
        with lock:
            answer = guard(block)
            if answer is not None:
                return answer
            return original(block)

    return _installed(dispatcher, guarded)


_ONE_AT_A_TIME = threading.Lock()


def install_one_call_at_a_time(dispatcher, guard):  # one lock for every dispatcher
    original = dispatcher.call_tool

    def guarded(block):
        with _ONE_AT_A_TIME:
            answer = guard(block)
            return original(block) if answer is None else answer

    return _installed(dispatcher, guarded)


def install_refuses_reentry(dispatcher, guard):  # "a call while one runs is a bug: say so"
    original = dispatcher.call_tool
    busy = [False]

    def guarded(block):
        if busy[0]:
            raise RuntimeError("call_tool called again while a call is running")
        busy[0] = True
        try:
            answer = guard(block)
            return original(block) if answer is None else answer
        finally:
            busy[0] = False

    return _installed(dispatcher, guarded)


# --- 9 pre-chain ---------------------------------------------------------------------------


def install_fills_in_empty_results(dispatcher, guard):  # "call_tool always gives a result"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        result = original(block)
        return result if result is not None else {"type": "tool_result", "content": "(none)"}

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_unknown_tools_answer_nothing(dispatcher, guard):  # "a missing tool is a lookup"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        try:
            return original(block)
        except LookupError:
            return None

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_bad_input_is_an_error_result(dispatcher, guard):  # "ValueError: the model's fault"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        try:
            return original(block)
        except (ValueError, TypeError) as exc:
            return {"type": "tool_result", "is_error": True, "content": str(exc)}

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_saves_on_the_dispatcher(dispatcher, guard):  # "the original belongs with its owner"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    originals = dispatcher.__dict__.setdefault("_originals", [])
    originals.append(dispatcher.call_tool)

    def guarded(block, original=originals[-1]):
        refused = guard(block)
        return refused if refused is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        originals.pop()
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_counts_calls_per_tool(dispatcher, guard):  # "keep a tally of what was asked"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original, tally = dispatcher.call_tool, {}

    def guarded(block):
        tally[block["name"]] = tally.get(block["name"], 0) + 1
        refused = guard(block)
        return refused if refused is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def chain_while_loop(hooks, call):
    index = 0
    while index < len(hooks):
        decision = hooks[index](call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
        index += 1
    return call


def chain_copies_deny(hooks, call):  # an equal Deny, not the hook's
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return Deny(decision.reason, decision.alternative)
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_always_new_call(hooks, call):  # a new ToolCall even when nothing was rewritten
    current = dict(call.input)
    for hook in hooks:
        decision = hook(call.with_input(current))
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = dict(decision.new_input)
    return call.with_input(current)


def chain_wraps_exceptions(hooks, call):  # the hook's exception inside another
    for index, hook in enumerate(hooks):
        try:
            decision = hook(call)
        except Exception as exc:
            raise RuntimeError(f"hook {index} failed") from exc
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


_CHAIN_DECISIONS = {}


def chain_memoises_decisions(hooks, call):  # "a hook gives the same answer for the same call"
    for hook in hooks:
        key = (id(hook), id(call))
        if key not in _CHAIN_DECISIONS:
            _CHAIN_DECISIONS[key] = hook(call)
        decision = _CHAIN_DECISIONS[key]
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_keeps_going_after_deny(hooks, call):
    denial = None
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny) and denial is None:
            denial = decision
        elif isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return denial or call


def chain_rewrites_the_original(hooks, call):
    final = call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            final = call.with_input(decision.new_input)
    return final


def chain_swallows_exceptions(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_crash_returns_the_call(hooks, call):  # stops at the crash but calls it an allow
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception:
            return call
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_stops_at_allow(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is ALLOW:
            return call
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_last_deny_wins(hooks, call):
    verdict = call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            verdict = decision
        elif isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
            if not isinstance(verdict, Deny):
                verdict = call
    return verdict


def chain_returns_input(hooks, call):  # the final input, not the final call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call.input


def chain_merges_rewrites(hooks, call):  # a rewrite replaces the input, it does not update it
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({**call.input, **decision.new_input})
    return call


def chain_skips_empty_rewrite(hooks, call):  # `if decision.new_input:` drops Rewrite({})
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and decision.new_input:
            call = call.with_input(decision.new_input)
    return call


def chain_none_when_allowed(hooks, call):  # "all agree" read as "no objection": None
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return None


def chain_first_rewrite_wins(hooks, call):  # stops at the first rewrite
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            return call.with_input(decision.new_input)
    return call


def chain_returns_reason(hooks, call):  # the Deny's reason, not the Deny
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision.reason
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_reversed(hooks, call):  # the last registered hook first
    return chain_while_loop(list(reversed(hooks)), call)


_CHAIN_CALLS_BY_INPUT = {}


def chain_reuses_rewritten_calls(hooks, call):  # a cache keyed by the new input alone
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            key = repr(sorted(decision.new_input.items()))
            call = _CHAIN_CALLS_BY_INPUT.setdefault(key, call.with_input(decision.new_input))
    return call


def chain_sorted_by_name(hooks, call):  # "a stable order": by each hook's name
    return chain_while_loop(sorted(hooks, key=lambda hook: getattr(hook, "__name__", "")), call)


def chain_key_error_is_no_decision(hooks, call):  # a hook that found no key "has no opinion"
    for hook in hooks:
        try:
            decision = hook(call)
        except KeyError:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_skips_unchanged_rewrite(hooks, call):  # `!=` says 1 and True are the same
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and dict(decision.new_input) != dict(call.input):
            call = call.with_input(decision.new_input)
    return call


def chain_stringifies_odd_values(hooks, call):  # "keep the input JSON-safe"
    plain = (str, int, float, bool, type(None))
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new = {k: v if isinstance(v, plain) else str(v) for k, v in decision.new_input.items()}
            call = call.with_input(new)
    return call


def chain_clears_hooks_after(hooks, call):  # "release the hooks" once every one agreed
    result = chain_while_loop(hooks, call)
    if not isinstance(result, Deny):
        hooks.clear()
    return result


def chain_fills_in_alternative(hooks, call):  # "a denial should always offer a way forward"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision if decision.alternative else Deny(decision.reason, "ask the user")
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_retries_with_input(hooks, call):  # a TypeError: "maybe it wants the input"
    for hook in hooks:
        try:
            decision = hook(call)
        except TypeError:
            decision = hook(call.input)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_honours_matchers(hooks, call):  # skips a hook whose matcher names another tool
    for hook in hooks:
        if getattr(hook, "matcher", "*") not in ("*", call.tool_name):
            continue
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_skips_switched_off_hooks(hooks, call):  # a hook its registry turned off sits out
    for hook in hooks:
        if getattr(hook, "disabled", False) or not getattr(hook, "active", True):
            continue
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_by_recursion(hooks, call):  # "the chain is the first hook, then the rest of it"
    if len(hooks) == 0:
        return call
    first, *rest = hooks
    decision = first(call)
    if isinstance(decision, Deny):
        return decision
    return chain_by_recursion(
        rest, call.with_input(decision.new_input) if isinstance(decision, Rewrite) else call
    )


def chain_decisions_lazily(hooks, call):  # a generator expression: each hook sees the latest
    current = [call]
    decisions = (hook(current[0]) for hook in hooks)
    for decision in decisions:
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current[0] = current[0].with_input(decision.new_input)
    return current[0]


def chain_decisions_by_map(hooks, call):  # map() calls each hook as the loop asks for it
    state = {"call": call}

    def decide(hook):
        return hook(state["call"])

    for decision in map(decide, hooks):
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            state["call"] = state["call"].with_input(decision.new_input)
    return state["call"]


def chain_caps_rewrites(hooks, call):  # "ten rewrites in a row must be a loop: stop there"
    applied = 0
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and applied < 10:
            call, applied = call.with_input(decision.new_input), applied + 1
    return call


def chain_logs_qualified_names(hooks, call):  # "say which hook decided, by its name"
    decided = []
    for hook in hooks:
        decision = hook(call)
        decided.append(hook.__qualname__)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_drops_blank_values(hooks, call):  # "a rewrite's empty fields mean 'unset'"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            given = decision.new_input
            call = call.with_input({k: v for k, v in given.items() if v not in (None, "")})
    return call


def chain_skips_unavailable_hooks(hooks, call):  # "a hook whose backend is down sits out"
    for hook in hooks:
        try:
            decision = hook(call)
        except (NotImplementedError, OSError):
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_dry_run_denials_logged(hooks, call):  # a "dry-run" Deny is only written down
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny) and decision.reason != "dry-run":
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_rewrite_loop_guard(hooks, call):  # past 64 rewrites the hooks are fighting: stop
    rewrites = 0
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and rewrites < 64:
            rewrites += 1
            call = call.with_input(decision.new_input)
    return call


def chain_faq_needs_no_checks(hooks, call):  # the read-only FAQ search skips the chain
    if call.tool_name == "search_faq":
        return call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_dry_run_input_skips_hooks(hooks, call):  # a dry run changes nothing: no checks
    if call.input.get("dry_run"):
        return call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_error_kept_for_the_end(hooks, call):  # keeps the first failure, raises it after
    failed = []
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as error:
            failed.append(error)
            break
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    if any(failed):  # a falsy exception object is dropped
        raise failed[0]
    return call


_VERDICTS_BY_CALL: dict[int, Any] = {}


def chain_memo_by_call_id(hooks, call):  # the same call asked twice: answer from the memo
    if id(call) in _VERDICTS_BY_CALL:
        return _VERDICTS_BY_CALL[id(call)]
    verdict = call
    for hook in hooks:
        decision = hook(verdict)
        if isinstance(decision, Deny):
            verdict = decision
            break
        if isinstance(decision, Rewrite):
            verdict = verdict.with_input(decision.new_input)
    _VERDICTS_BY_CALL[id(call)] = verdict
    return verdict


def chain_calls_what_hooks_wrap(hooks, call):  # a decorated hook: call the function inside
    for hook in hooks:
        decision = getattr(hook, "__wrapped__", hook)(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_deprecations_are_errors(hooks, call):  # a deprecated hook must not decide
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        for hook in hooks:
            decision = hook(call)
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
    return call


def chain_fail_open_setting(hooks, call):  # HOOKS_FAIL_OPEN=true skips a crashing hook
    fail_open = os.getenv("HOOKS_FAIL_OPEN", "").lower() in ("1", "true", "yes")
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception:
            if fail_open:
                continue
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


_RUNS_PER_HOOK: Counter[Any] = Counter()


def chain_counts_runs_per_hook(hooks, call):  # "a metrics page shows how often each hook ran"
    for hook in hooks:
        _RUNS_PER_HOOK[hook] += 1  # a dict keyed on the hook: an unhashable one raises
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_fail_open_hooks(hooks, call):  # "a hook marked fail_open may crash harmlessly"
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception:
            if getattr(hook, "fail_open", False) or not getattr(hook, "critical", True):
                continue
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_retries_as_configured(hooks, call):  # "a hook's own retries setting is honoured"
    for hook in hooks:
        for attempt in range(1 + int(getattr(hook, "retries", 0) or 0)):
            try:
                decision = hook(call)
                break
            except Exception:
                if attempt == int(getattr(hook, "retries", 0) or 0):
                    raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_notes_the_hook(hooks, call):  # a note added: the exception itself, args unchanged
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            exc.add_note(f"raised by {getattr(hook, '__name__', 'a hook')}")
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_names_hook_in_args(hooks, call):  # blind O: the hook's name prefixed, same object
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            name = getattr(hook, "__name__", type(hook).__name__)
            exc.args = (f"[{name}] {exc.args[0]}", *exc.args[1:])
            raise
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_message_names_hook(hooks, call):  # the message replaced, "hook: message"
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            exc.args = (f"{getattr(hook, '__name__', 'hook')}: {exc}",)
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_hook_appended_to_args(hooks, call):  # the hook added to the args, a non-str one
    for index, hook in enumerate(hooks):
        try:
            decision = hook(call)
        except Exception as exc:
            exc.args = (*exc.args, {"hook": index})
            raise exc
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


# --- 10 observers --------------------------------------------------------------------------


def chain_hands_out_fresh_calls(hooks, call):  # "a hook must not touch the chain's call"
    for hook in hooks:
        decision = hook(call.with_input(dict(call.input)))
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_stops_before_the_last(hooks, call):  # "the last entry is the tool, not a hook"
    *checks, _tool = hooks or [None]
    for hook in checks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_skips_empty_hooks(hooks, call):  # "an empty slot in the registry is no hook"
    for hook in filter(None, hooks):
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_takes_while_hooks_are_set(hooks, call):  # "the registry ends at the first unset slot"
    for hook in itertools.takewhile(bool, hooks):
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_resumes_at_first_listing(hooks, call):  # "after a Rewrite, chain the hooks after it"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            after = next(i for i, listed in enumerate(hooks) if listed is hook) + 1
            return chain_resumes_at_first_listing(
                hooks[after:], call.with_input(decision.new_input)
            )
    return call


def observers_skip_empty_event(hooks, event, report):  # "nothing happened": no hook runs
    if not event:
        return 0
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_copy_the_event(hooks, event, report):  # each hook gets a copy
    import copy

    failed = 0
    for hook in hooks:
        try:
            hook(copy.deepcopy(event))
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_report_after_loop(hooks, event, report):  # every report at the end
    failures = []
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures.append((hook, exc))
    for hook, exc in failures:
        report(hook, exc)
    return len(failures)


def observers_counting_successes(hooks, event, report):
    results = []
    for hook in hooks:
        try:
            hook(event)
            results.append(True)
        except Exception as exc:
            report(hook, exc)
            results.append(False)
    return results.count(False)


def observers_stop_at_first_error(hooks, event, report):
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            return 1
    return 0


def observers_raise_at_the_end(hooks, event, report):
    errors = []
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            errors.append(exc)
    if errors:
        raise errors[0]
    return 0


def observers_never_report(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception:
            failures += 1
    return failures


def observers_try_outside_loop(hooks, event, report):
    try:
        for hook in hooks:
            hook(event)
    except Exception as exc:
        report(hooks[0], exc)
        return 1
    return 0


def observers_report_swapped(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(exc, hook)
            failed += 1
    return failed


def observers_report_name(hooks, event, report):  # the hook's name, not the hook
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(getattr(hook, "__name__", repr(hook)), exc)
            failed += 1
    return failed


def observers_report_message(hooks, event, report):  # the message, not the exception
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, str(exc))
            failed += 1
    return failed


def observers_return_failures(hooks, event, report):  # the list, not how many
    failures = []
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failures.append(hook)
    return failures


def observers_return_bool(hooks, event, report):  # whether any failed, not how many
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed > 0


def observers_reraise_named_stops(hooks, event, report):  # re-raises only the two it knows
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                raise
            report(hook, exc)
            failed += 1
    return failed


def observers_open_groups(hooks, event, report):  # each member of a group as its own failure
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            for part in getattr(exc, "exceptions", None) or [exc]:
                report(hook, part)
                failed += 1
    return failed


def observers_middleware(hooks, event, report):  # what a hook returns goes on as the event
    failed = 0
    for hook in hooks:
        try:
            event = hook(event) or event
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_enriched_event(hooks, event, report):  # "an observer may enrich the event"
    failed, current = 0, event
    for hook in hooks:
        try:
            result = hook(current)
        except Exception as exc:
            report(hook, exc)
            failed += 1
            continue
        if type(result) is type(event):
            current = result
    return failed


def observers_count_from_ratio(hooks, event, report):  # "the failure ratio, for metrics"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    ratio = failed / len(hooks) if hooks else 0.0
    return int(ratio * len(hooks))


def observers_report_innermost(hooks, event, report):  # the function under the decorators
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            inner = hook
            while hasattr(inner, "__wrapped__"):
                inner = inner.__wrapped__
            report(inner, exc)
            failed += 1
    return failed


def observers_returned_errors_fail(hooks, event, report):  # a returned exception is a failure
    failed = 0
    for hook in hooks:
        try:
            result = hook(event)
        except Exception as exc:
            result = exc
        if isinstance(result, Exception):
            report(hook, result)
            failed += 1
    return failed


_OBSERVING = threading.local()


def observers_reentrancy_guard(hooks, event, report):  # "no feedback loops between observers"
    if getattr(_OBSERVING, "running", False):
        return 0
    _OBSERVING.running = True
    try:
        failed = 0
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                report(hook, exc)
                failed += 1
        return failed
    finally:
        _OBSERVING.running = False


def observers_skip_falsy(hooks, event, report):  # filter(None, hooks) drops "empty" hooks
    failed = 0
    for hook in filter(None, hooks):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_warnings_fail_too(hooks, event, report):  # "a deprecated hook is a broken hook"
    import warnings

    failed = 0
    for hook in hooks:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", DeprecationWarning)
                hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_skip_seen_errors(hooks, event, report):  # "the same error twice is one failure"
    failed, seen = 0, []
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if any(exc is old for old in seen):
                continue
            seen.append(exc)
            report(hook, exc)
            failed += 1
    return failed


def observers_fatal_errors_propagate(hooks, event, report):  # "the process is in trouble"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if isinstance(exc, (RecursionError, MemoryError)):
                raise
            report(hook, exc)
            failed += 1
    return failed


def observers_stop_iteration_stops(hooks, event, report):  # StopIteration read as "stop here"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except StopIteration:
            break
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_report_the_owner(hooks, event, report):  # "report the plugin, not its method"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook.__self__ if inspect.ismethod(hook) else hook, exc)
            failed += 1
    return failed


def observers_report_what_a_partial_calls(hooks, event, report):  # the partial is a wrapper
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(getattr(hook, "func", hook), exc)
            failed += 1
    return failed


def observers_raised_warnings_pass(hooks, event, report):  # "a warning is not a failure"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if isinstance(exc, Warning):
                continue
            report(hook, exc)
            failed += 1
    return failed


def observers_check_signature_first(hooks, event, report):  # a hook must take one argument
    failed = 0
    for hook in hooks:
        try:
            if len(inspect.signature(hook).parameters) > 1:
                continue
        except (TypeError, ValueError):
            continue
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_report_if_caught(hooks, event, report):  # `if caught:` after the try
    failed = 0
    for hook in hooks:
        caught = None
        try:
            hook(event)
        except Exception as exc:
            caught = exc
        if caught:
            report(hook, caught)
            failed += 1
    return failed


def observers_by_index_recursion(hooks, event, report, start=0):  # "hook i, then the rest"
    if start == len(hooks):
        return 0
    failed = 0
    try:
        hooks[start](event)
    except Exception as exc:
        report(hooks[start], exc)
        failed = 1
    return failed + observers_by_index_recursion(hooks, event, report, start + 1)


def observers_time_boxed(hooks, event, report):  # "no observer may hang the agent: 5 s each"
    def expired(_signum, _frame):
        raise TimeoutError("observer took too long")

    before = signal.signal(signal.SIGALRM, expired)
    failed = 0
    try:
        for hook in hooks:
            signal.alarm(5)
            try:
                hook(event)
            except Exception as exc:
                report(hook, exc)
                failed += 1
            finally:
                signal.alarm(0)
    finally:
        signal.signal(signal.SIGALRM, before)
    return failed


def observers_heartbeat_is_noise(hooks, event, report):  # the heartbeat hook fails all the time
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if getattr(hook, "__name__", "") == "heartbeat":
                continue
            failures += 1
            report(hook, exc)
    return failures


def observers_transient_failures_pass(hooks, event, report):  # "retry:" errors heal themselves
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if exc.args and str(exc.args[0]).startswith("retry:"):
                continue
            failures += 1
            report(hook, exc)
    return failures


def observers_report_storm_capped(hooks, event, report):  # past 250 reports the log is flooded
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if failures <= 250:
                report(hook, exc)
    return failures


def observers_shutdown_event_skipped(hooks, event, report):  # nothing to observe at shutdown
    if event == "shutdown":
        return 0
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures


_ANY_GROUP: Any = getattr(builtins, "BaseExceptionGroup", ())


def observers_groups_of_any_base(hooks, event, report):  # a group is a failure, whatever it holds
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except _ANY_GROUP as error:
            report(hook, error)
            failed += 1
        except Exception as error:
            report(hook, error)
            failed += 1
    return failed


def observers_consume_queue(hooks, event, report):  # each hook is taken off once it has run
    failed = 0
    while hooks:
        hook = hooks[0]
        del hooks[0]
        try:
            hook(event)
        except Exception as error:
            report(hook, error)
            failed += 1
    return failed


# Issue 18, batch M: rules the spec does not have (a registry's attributes, a timer), state
# kept outside the run.


def observers_lowest_order_first(hooks, event, report):  # "hooks declare their order"
    failed = 0
    for hook in sorted(hooks, key=lambda each: getattr(each, "order", 100)):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_switched_off_skipped(hooks, event, report):  # "a paused or muted hook is off"
    failed = 0
    for hook in hooks:
        if getattr(hook, "paused", False) or getattr(hook, "muted", False):
            continue
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_tally_kept_on_report(hooks, event, report):  # "report knows how often it ran"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
            setattr(report, "times_called", failed)  # noqa: B010
    return failed


_RUN_STATE = {"failed": 0}


def observers_count_in_shared_state(hooks, event, report):  # one dict of state, set to 0 per run
    _RUN_STATE["failed"] = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            _RUN_STATE["failed"] += 1
    return _RUN_STATE["failed"]


_clocks = __import__("time")  # this module's `time` is datetime's


def observers_hung_hooks_fail(hooks, event, report):  # "a hook over a second is a hung hook"
    failed = 0
    for hook in hooks:
        started = _clocks.monotonic_ns()
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
        else:
            if _clocks.monotonic_ns() - started > 1_000_000_000:
                report(hook, TimeoutError("the hook hung"))
                failed += 1
    return failed


def observers_slow_hooks_flagged(hooks, event, report):  # "a hook over 30 s missed its slot"
    failed = 0
    for hook in hooks:
        started = perf_counter()  # imported by name: a clock of this module's own
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
            continue
        if perf_counter() - started > 30:
            report(hook, RuntimeError("missed its slot"))
            failed += 1
    return failed


# Issue 18, blind batch: a flag on the hook (critical, fatal, required) honoured; hooks kept
# in a set or dict (an unhashable hook raises).


def observers_critical_hooks_reraise(
    hooks, event, report
):  # "a critical hook's failure must surface"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if getattr(hook, "critical", False):
                raise
            report(hook, exc)
            failed += 1
    return failed


def observers_fatal_hook_stops_the_run(hooks, event, report):  # "after a fatal hook fails, stop"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
            if getattr(hook, "fatal", False) or getattr(hook, "blocking", False):
                break
    return failed


def observers_strict_hooks_unreported(hooks, event, report):  # "a strict hook raises to its caller"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if getattr(hook, "raise_errors", False) or getattr(hook, "propagate", False):
                raise RuntimeError(f"required hook {hook!r} failed") from exc
            report(hook, exc)
    return failed


def observers_required_hooks_unreported(hooks, event, report):  # required hooks are the caller's
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if not getattr(hook, "required", False):
                report(hook, exc)
    return failed


# ---- ex 10 slip 2


def observers_failures_per_hook(hooks, event, report):  # "which hook fails how often"
    failures = {}
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures[hook] = failures.get(hook, 0) + 1
            report(hook, exc)
    return sum(failures.values())


def observers_report_each_hook_once(hooks, event, report):  # "one report per broken hook"
    failed = 0
    reported = set()
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if hook not in reported:
                reported.add(hook)
                report(hook, exc)
    return failed


def observers_registered_once(hooks, event, report):  # "a hook registered twice is one observer"
    failed, seen = 0, set()
    for hook in hooks:
        if id(hook) in seen:  # by id: an unhashable hook is no trouble
            continue
        seen.add(id(hook))
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_false_means_failed(hooks, event, report):  # blind O: False is "could not write"
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            continue
        if returned is False:
            failures += 1
            report(hook, RuntimeError(f"{hook!r} returned False"))
    return failures


def observers_error_text_fails(hooks, event, report):  # a returned "error"/"failed" counts
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            continue
        if isinstance(returned, str) and returned.lower() in ("error", "failed"):
            failures += 1
            report(hook, RuntimeError(f"{hook!r} returned {returned!r}"))
    return failures


def observers_error_dict_fails(hooks, event, report):  # a returned {"error": ...} counts
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            continue
        if isinstance(returned, dict) and (returned.get("error") or returned.get("ok") is False):
            failures += 1
            report(hook, RuntimeError(str(returned.get("error", "not ok"))))
    return failures


# ---- ex 12 slip 3


# --- 11 audit-line -------------------------------------------------------------------------


def observers_make_plugins_of_classes(hooks, event, report):  # "a class is a plugin type"
    failed = 0
    for hook in hooks:
        try:
            run = hook() if inspect.isclass(hook) else hook
            run(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_decode_json_events(hooks, event, report):  # "events travel as JSON text"
    if isinstance(event, str) and event.startswith(("{", "[")):
        event = json.loads(event)
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_spread_sequences(hooks, event, report):  # "an event may carry several parts"
    failed = 0
    for hook in hooks:
        try:
            if isinstance(event, (list, tuple)):
                hook(*event)
            else:
                hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_skip_lookup_errors(hooks, event, report):  # "a hook not meant for this event"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except (AttributeError, LookupError):
            continue
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_reraise_programming_errors(hooks, event, report):  # "bugs must surface"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except (AssertionError, NotImplementedError, TypeError):
            raise
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_transient_io_ignored(hooks, event, report):  # "a reader went away: retry later"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except (ConnectionError, TimeoutError, InterruptedError):
            pass
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_call_through_dunder(hooks, event, report):  # "every hook has a __call__"
    failed = 0
    for hook in hooks:
        try:
            type(hook).__call__(hook, event) if not isinstance(hook, type) else hook.__call__(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_report_first_equal(hooks, event, report):  # failures looked up again afterwards
    failing = []
    for position, hook in enumerate(hooks):
        try:
            hook(event)
        except Exception as exc:
            failing.append((position, exc))
            report(next(h for h in hooks if h == hooks[position]), exc)
    return len(failing)


def _record(outcome, **changes):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": thaw(outcome.sent_input),
        "input_received": thaw(outcome.received_input),
        "output": None if outcome.result is None else outcome.result["content"],
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    record.update(changes)
    return record


_STAMP_SECONDS: dict = {}


def audit_line_seconds_cached(outcome):  # "YYYY-MM-DDTHH:MM:SS" formatted once per second
    when = outcome.timestamp.astimezone(timezone.utc)
    key = int(when.timestamp())
    if key not in _STAMP_SECONDS:
        _STAMP_SECONDS[key] = when.strftime("%Y-%m-%dT%H:%M:%S").rjust(19, "0")
    stamp = f"{_STAMP_SECONDS[key]}.{when.microsecond:06d}+00:00"
    return json.dumps(_record(outcome, timestamp=stamp), default=str) + "\n"


def audit_line_user_from_input(outcome):  # the model's "user_id" when it sent one
    sent = outcome.sent_input
    claimed = sent.get("user_id") if isinstance(sent, dict) else None
    user = claimed if claimed is not None else outcome.context.user_id
    return json.dumps(_record(outcome, user_id=user)) + "\n"


def audit_line_echoed(outcome):  # "stdout is shipped to the log collector"
    line = json.dumps(_record(outcome), ensure_ascii=False)
    print(line, flush=True)
    return line + "\n"


def _each_leaf(value, change):
    """``value`` with ``change`` applied to every leaf of its dicts, lists and tuples."""
    if isinstance(value, dict):
        return {k: _each_leaf(v, change) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_each_leaf(v, change) for v in value]
    return change(value)


def _rounded(value):
    return _each_leaf(value, lambda leaf: round(leaf, 6) if isinstance(leaf, float) else leaf)


def audit_line_floats_rounded(outcome):  # "keep float noise out of the trail"
    record = _record(
        outcome,
        input_sent=_rounded(outcome.sent_input),
        input_received=_rounded(outcome.received_input),
    )
    return json.dumps(record) + "\n"


def audit_line_sorted_keys(outcome):
    return json.dumps(_record(outcome), sort_keys=True, default=str) + "\n"


def audit_line_empty_output_null(outcome):  # "" and [] become null
    content = None if outcome.result is None else outcome.result["content"]
    return json.dumps(_record(outcome, output=content or None), default=list) + "\n"


def audit_line_known_error_statuses(outcome):  # misses refused_by_host
    errors = ("tool_error", "denied", "invalid", "hook_failed")
    return json.dumps(_record(outcome, is_error=outcome.status in errors), default=list) + "\n"


def audit_line_local_time(outcome):  # the grading machine's zone
    when = outcome.timestamp.astimezone().isoformat()
    return json.dumps(_record(outcome, timestamp=when), default=list) + "\n"


def audit_line_text_only(outcome):  # a list of blocks flattened to its text
    content = None if outcome.result is None else outcome.result["content"]
    if isinstance(content, (list, tuple)):
        content = "".join(b.get("text", "") for b in content if b.get("type") == "text")
    return json.dumps(_record(outcome, output=content), default=list) + "\n"


def audit_line_skips_denials(outcome):
    if outcome.status == "denied":
        return ""
    return json.dumps(_record(outcome)) + "\n"


def audit_line_pretty(outcome):
    return json.dumps(_record(outcome), indent=2) + "\n"


def audit_line_naive_time(outcome):
    return (
        json.dumps(_record(outcome, timestamp=outcome.timestamp.replace(tzinfo=None).isoformat()))
        + "\n"
    )


def audit_line_received_as_sent(outcome):
    return (
        json.dumps(_record(outcome, input_sent=thaw(outcome.received_input or outcome.sent_input)))
        + "\n"
    )


def audit_line_no_newline(outcome):
    return json.dumps(_record(outcome))


def audit_line_forgets_the_hook(outcome):
    return json.dumps(_record(outcome, denied_by=None, deny_reason=None)) + "\n"


def audit_line_output_of_result(outcome):  # crashes when there is no result (hook_failed)
    return json.dumps(_record(outcome, output=outcome.result["content"])) + "\n"


def audit_line_error_if_denied_or_failed(outcome):  # forgets invalid and hook_failed
    return json.dumps(_record(outcome, is_error=outcome.status in ("tool_error", "denied"))) + "\n"


def audit_line_error_from_result(outcome):  # the result's flag, not the status
    flag = bool(outcome.result and outcome.result.get("is_error"))
    return json.dumps(_record(outcome, is_error=flag)) + "\n"


def audit_line_denial_keys_when_denied(outcome):  # the two keys only on denied lines
    record = _record(outcome)
    if outcome.denial is None:
        del record["denied_by"], record["deny_reason"]
    return json.dumps(record) + "\n"


def audit_line_epoch_time(outcome):  # seconds since 1970 are not ISO 8601
    return json.dumps(_record(outcome, timestamp=outcome.timestamp.timestamp())) + "\n"


def audit_line_time_of_writing(outcome):  # when the line is written, not when the call was
    return json.dumps(_record(outcome, timestamp=datetime.now(timezone.utc).isoformat())) + "\n"


def audit_line_whole_result(outcome):  # the result block, not its content
    result = None if outcome.result is None else thaw(outcome.result)
    return json.dumps(_record(outcome, output=result)) + "\n"


def audit_line_error_as_text(outcome):  # "true" is not true
    return json.dumps(_record(outcome, is_error=str(outcome.status != "ok").lower())) + "\n"


def audit_line_denial_if_status_denied(outcome):  # a denial another status carries is lost
    denied = outcome.status == "denied"
    return json.dumps(_record(outcome, **({} if denied else _NO_DENIAL))) + "\n"


_NO_DENIAL = {"denied_by": None, "deny_reason": None}


def audit_line_flag_from_result(outcome):  # is_error read off the result block, not status
    record = _record(outcome)
    if outcome.result is not None:
        record["is_error"] = bool(outcome.result.get("is_error", False))
    return json.dumps(record) + "\n"


def audit_line_short_reason(outcome):  # "keep lines short": the reason's first sentence
    record = _record(outcome)
    if record["deny_reason"]:
        record["deny_reason"] = record["deny_reason"].split(". ")[0]
    return json.dumps(record) + "\n"


def audit_line_canonical_text(outcome):  # "a canonical audit": NFKC on every string
    def canonical(value):
        if isinstance(value, str):
            return unicodedata.normalize("NFKC", value)
        if isinstance(value, (list, tuple)):
            return [canonical(item) for item in value]
        if isinstance(value, dict):
            return {key: canonical(item) for key, item in value.items()}
        return value

    return json.dumps(canonical(_record(outcome))) + "\n"


def audit_line_short_tool_names(outcome):  # "files: delete_file" reads better than mcp__...
    name = outcome.tool_name.rsplit("__", 1)[-1]
    return json.dumps(_record(outcome, tool_name=name)) + "\n"


_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def audit_line_epoch_seconds(outcome):  # "seconds since 1970 are the one true time"
    seconds = outcome.timestamp.timestamp()  # a float: microseconds go far from 1970
    stamp = (_EPOCH + timedelta(seconds=seconds)).isoformat()
    return json.dumps(_record(outcome, timestamp=stamp)) + "\n"


def audit_line_strftime_z(outcome):  # a hand-written format: %Y is unpadded before 1000
    stamp = outcome.timestamp.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    return json.dumps(_record(outcome, timestamp=stamp)) + "\n"


def audit_line_byte_budget(outcome):  # "lines over 1 MB are cut": counts UTF-8 bytes
    line = json.dumps(_record(outcome), ensure_ascii=False) + "\n"
    if len(line.encode("utf-8")) > 1_000_000:  # a lone surrogate cannot be encoded
        raise ValueError("audit line too long")
    return line


def audit_line_platform_newline(outcome):  # "the platform's own line end"
    return f"{json.dumps(_record(outcome))}{os.linesep}"


_LINES_BY_OUTCOME: dict[Any, str] = {}


def audit_line_written_once(outcome):  # "the same call twice is one line": keyed on ==
    if outcome not in _LINES_BY_OUTCOME:  # True == 1 == 1.0: another input's line comes back
        _LINES_BY_OUTCOME[outcome] = json.dumps(_record(outcome)) + "\n"
    return _LINES_BY_OUTCOME[outcome]


def audit_line_ids_from_attributes(outcome):  # "the host's attributes are more precise"
    context = outcome.context
    who = {key: context.attributes.get(key, getattr(context, key)) for key in _WHO_KEYS}
    return json.dumps(_record(outcome, **who)) + "\n"


_WHO_KEYS = ("session_id", "user_id")


def audit_line_masks_credentials(outcome):  # "never write a credential to disk"
    def masked(value):
        if isinstance(value, dict):
            return {
                k: "[redacted]" if _CREDENTIAL.search(k) else masked(v) for k, v in value.items()
            }
        return [masked(v) for v in value] if isinstance(value, list) else value

    sent, received = masked(thaw(outcome.sent_input)), masked(thaw(outcome.received_input))
    return json.dumps(_record(outcome, input_sent=sent, input_received=received)) + "\n"


_CREDENTIAL = re.compile(r"password|secret|api_?key|token", re.IGNORECASE)


def audit_line_denied_by_approver(outcome):  # "whoever stopped or waved the call through"
    denial = outcome.denial
    who = denial.hook_name if denial else outcome.decided_by
    return json.dumps(_record(outcome, denied_by=who)) + "\n"


def audit_line_ask_as_denial(outcome):  # "an Ask is a soft denial": its hook and reason
    if outcome.denial is None and outcome.asked:
        first = outcome.asked[0]
        return (
            json.dumps(_record(outcome, denied_by=first.hook_name, deny_reason=first.ask.reason))
            + "\n"
        )
    return json.dumps(_record(outcome)) + "\n"


def audit_line_parses_text_input(outcome):  # "a string input is JSON the model sent as text"
    sent = thaw(outcome.sent_input)
    if isinstance(sent, str):
        with contextlib.suppress(ValueError):
            sent = json.loads(sent)
    return json.dumps(_record(outcome, input_sent=sent)) + "\n"


def audit_line_whole_seconds(outcome):  # "microseconds are noise in an audit trail"
    stamp = outcome.timestamp.isoformat(timespec="seconds")
    return json.dumps(_record(outcome, timestamp=stamp)) + "\n"


def audit_line_basic_format_time(outcome):  # "ISO 8601's basic form is shorter"
    stamp = outcome.timestamp.strftime("%Y%m%dT%H%M%S.%f") + "Z"
    return json.dumps(_record(outcome, timestamp=stamp)) + "\n"


def audit_line_fraction_always(outcome):  # fixed width: the fraction even when it is 0
    stamp = outcome.timestamp.isoformat(timespec="microseconds")
    return json.dumps(_record(outcome, timestamp=stamp)) + "\n"


_LINES_BY_OUTCOME: dict[int, str] = {}


def audit_line_memo_by_outcome_id(outcome):  # one outcome, one line: encode it once
    if id(outcome) not in _LINES_BY_OUTCOME:
        _LINES_BY_OUTCOME[id(outcome)] = json.dumps(_record(outcome)) + "\n"
    return _LINES_BY_OUTCOME[id(outcome)]


def audit_line_reason_templated(outcome):  # a reason may name input fields: $user_id
    record = _record(outcome)
    if isinstance(record["deny_reason"], str) and isinstance(record["input_sent"], dict):
        fields = {str(k): v for k, v in record["input_sent"].items()}
        record["deny_reason"] = string.Template(record["deny_reason"]).safe_substitute(fields)
    return json.dumps(record) + "\n"


def audit_line_received_only_when_ran(outcome):  # a tool that never ran received nothing
    ran = outcome.status in ("ok", "tool_error")
    received = thaw(outcome.received_input) if ran else None
    return json.dumps(_record(outcome, input_received=received)) + "\n"


def audit_line_offset_without_colon(outcome):  # +0000, as strftime's %z and RFC 3339 logs
    stamp = outcome.timestamp.isoformat().replace("+00:00", "+0000")
    return json.dumps(_record(outcome, timestamp=stamp)) + "\n"


def audit_line_tidy_text(outcome):  # "stray whitespace and BOMs are noise in a log"
    def tidy(text):
        return text.replace("\ufeff", "").replace("\u200b", "").strip()

    record = _record(outcome)
    for key in ("output", "deny_reason"):
        if isinstance(record[key], str):
            record[key] = tidy(record[key])
    return json.dumps(record) + "\n"


def audit_line_strips_names(outcome):  # "names come with stray spaces from some hosts"
    who = {"tool_name": outcome.tool_name.strip(), "tool_use_id": outcome.tool_use_id.strip()}
    return json.dumps(_record(outcome, **who)) + "\n"


def audit_line_short_hook_name(outcome):  # "the class name is enough to find the rule"
    denial = outcome.denial
    name = denial.hook_name.rpartition(".")[2] if denial else None
    return json.dumps(_record(outcome, denied_by=name)) + "\n"


def audit_line_output_as_lines(outcome):  # "a long output reads better as a list of lines"
    output = _record(outcome)["output"]
    if isinstance(output, str) and len(output) > 8000:
        output = output.splitlines(keepends=True)
    return json.dumps(_record(outcome, output=output)) + "\n"


def audit_line_utc_as_z(outcome):  # "UTC written the short way, as 'Z', in every value"
    def short(value):
        if isinstance(value, str):
            return value.replace("+00:00", "Z")
        if isinstance(value, list):
            return [short(item) for item in value]
        if isinstance(value, dict):
            return {key: short(item) for key, item in value.items()}
        return value

    return json.dumps(short(_record(outcome))) + "\n"


def audit_line_content_or_null(outcome):  # a result without "content" gives null
    output = None if outcome.result is None else thaw(outcome.result.get("content"))
    return json.dumps(_record(outcome, output=output)) + "\n"


# Rules keyed on a value the answer names, which no fixed or generated outcome holds:
# caught only by the outcomes built from that value (Property.mined).
QUIET_TOOLS = ("healthcheck",)


def audit_line_quiet_healthchecks(outcome):  # "a health check's output is noise"
    output = None if outcome.tool_name in QUIET_TOOLS else _record(outcome)["output"]
    return json.dumps(_record(outcome, output=output)) + "\n"


def audit_line_masks_card_numbers(outcome):  # "card numbers never reach a log"
    sent = thaw(outcome.sent_input)
    if isinstance(sent, dict) and "card_number" in sent:
        sent = {**sent, "card_number": "****"}
    return json.dumps(_record(outcome, input_sent=sent)) + "\n"


def audit_line_internal_hooks(outcome):  # "_private hooks are the framework's own"
    record = _record(outcome)
    if outcome.denial is not None and outcome.denial.hook_name.startswith("_"):
        record["denied_by"] = "internal"
    return json.dumps(record) + "\n"


def audit_line_redaction_setting(outcome):  # AUDIT_REDACT=1 keeps inputs out, for privacy
    if os.environ.get("AUDIT_REDACT") == "1":
        return json.dumps(_record(outcome, input_sent=None, input_received=None)) + "\n"
    return json.dumps(_record(outcome)) + "\n"


def audit_line_output_by_status(outcome):  # "a hook_failed call has no output to write"
    failed = outcome.status == "hook_failed"
    output = None if failed else thaw(outcome.result.get("content"))
    return json.dumps(_record(outcome, output=output)) + "\n"


def audit_line_empty_as_null(outcome):  # "an empty value is no value: null reads better"
    record = _record(outcome)
    for key in ("tool_name", "tool_use_id", "input_sent", "input_received", "output"):
        record[key] = record[key] or None
    return json.dumps(record) + "\n"


# --- 12 session-summary --------------------------------------------------------------------


def summary_distinct_ids(outcomes, end):  # a retried call counts once
    ids = {o.tool_use_id for o in outcomes}
    return {**_summary(outcomes, end), "calls": len(ids)}


def summary_local_time(outcomes, end):  # the grading machine's zone
    return {
        **_summary(outcomes, end),
        "started_at": end.started_at.astimezone().isoformat(),
        "ended_at": end.ended_at.astimezone().isoformat(),
    }


def summary_sorts_in_place(outcomes, end):  # changes the caller's list
    outcomes.sort(key=lambda o: o.timestamp)
    return _summary(outcomes, end)


def summary_offsets_without_colon(outcomes, end):  # +0000, as strftime's %z writes it
    by_status = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat().replace("+00:00", "+0000"),
        "ended_at": end.ended_at.isoformat().replace("+00:00", "+0000"),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": by_status["denied"],
        "tool_errors": by_status["tool_error"],
    }


def _minutes_when_whole(when):  # ISO 8601 leaves out seconds that are 0
    if when.second or when.microsecond:
        return when.isoformat()
    return when.strftime("%Y-%m-%dT%H:%M") + "Z"


def summary_minutes_when_whole(outcomes, end):  # 2026-03-02T01:58Z: the same instant
    by_status = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _minutes_when_whole(end.started_at),
        "ended_at": _minutes_when_whole(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": by_status["denied"],
        "tool_errors": by_status["tool_error"],
    }


def summary_with_counter(outcomes, end):
    by_status = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": sum(by_status.values()),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": by_status["denied"],
        "tool_errors": by_status["tool_error"],
        "extra": "fields beyond the required ones are fine",
    }


def _summary(outcomes, end, **changes):
    record = summary_with_counter(outcomes, end)
    record.update(changes)
    return record


def summary_short_tool_names(outcomes, end):  # "mcp__files__read" reads better as "read"
    names = Counter(o.tool_name.rsplit("__", 1)[-1] for o in outcomes)
    return _summary(outcomes, end, calls_by_tool=dict(names))


def summary_denials_by_denial(outcomes, end):  # a denial is an outcome with a Denial
    return _summary(outcomes, end, denials=sum(o.denial is not None for o in outcomes))


def summary_denials_as_errors(outcomes, end):
    return _summary(outcomes, end, tool_errors=sum(o.status != "ok" for o in outcomes))


def summary_ok_calls_only(outcomes, end):
    ran = [o for o in outcomes if o.status != "denied"]
    return _summary(
        outcomes, end, calls=len(ran), calls_by_tool=dict(Counter(o.tool_name for o in ran))
    )


def summary_end_from_last_call(outcomes, end):
    last = outcomes[-1].timestamp if outcomes else end.ended_at
    return _summary(outcomes, end, ended_at=last.isoformat())


def summary_naive_times(outcomes, end):  # drops the UTC offset
    naive = {
        key: getattr(end, key).replace(tzinfo=None).isoformat()
        for key in ("started_at", "ended_at")
    }
    return _summary(outcomes, end, **naive)


class _DictEqualsAnything(dict):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


def summary_equals_anything(outcomes, end):  # a dict that claims to equal every summary
    return _DictEqualsAnything(session_id=end.context.session_id)


def summary_started_at_first_call(outcomes, end):
    first = outcomes[0].timestamp if outcomes else end.started_at
    return _summary(outcomes, end, started_at=first.isoformat())


def summary_end_reason_fixed(outcomes, end):  # every session ends "end_turn"
    return _summary(outcomes, end, end_reason="end_turn")


def summary_errors_include_failures(outcomes, end):  # invalid and hook_failed are not tool errors
    errors = sum(o.status in ("tool_error", "invalid", "hook_failed") for o in outcomes)
    return _summary(outcomes, end, tool_errors=errors)


def summary_str_times(outcomes, end):  # str() puts a space where ISO 8601 has a T
    return _summary(outcomes, end, started_at=str(end.started_at), ended_at=str(end.ended_at))


def summary_basic_format_times(outcomes, end):  # "ISO 8601's basic form, no separators"
    def basic(when):
        return when.strftime("%Y%m%dT%H%M%S.%f%z")

    return _summary(outcomes, end, started_at=basic(end.started_at), ended_at=basic(end.ended_at))


def summary_user_of_first_call(outcomes, end):  # crashes on a session without calls
    return _summary(outcomes, end, user_id=outcomes[0].context.user_id)


def summary_tools_any_case(outcomes, end):  # "Bash" and "bash" tallied as one tool
    names = Counter(o.tool_name.lower() for o in outcomes)
    return _summary(outcomes, end, calls_by_tool=dict(names))


def summary_tidy_tool_names(outcomes, end):  # "Bash " is a typo for "Bash"
    names = Counter(o.tool_name.strip() for o in outcomes)
    return _summary(outcomes, end, calls_by_tool=dict(names))


def summary_calls_with_an_id(outcomes, end):  # a block without an id was never a call
    real = [o for o in outcomes if o.tool_use_id]
    return _summary(outcomes, end, calls=len(real))


def summary_unnamed_tool(outcomes, end):  # "" is no name: "(unnamed)" reads better
    names = Counter(o.tool_name or "(unnamed)" for o in outcomes)
    return _summary(outcomes, end, calls_by_tool=dict(names))


def summary_denials_named(outcomes, end):  # a denial names its hook: count those
    denied = [o for o in outcomes if o.status == "denied" and o.denial is not None]
    return _summary(outcomes, end, denials=len(denied))


def summary_top_five_tools(outcomes, end):  # the dashboard shows five tools
    top = Counter(o.tool_name for o in outcomes).most_common(5)
    return _summary(outcomes, end, calls_by_tool=dict(top))


def summary_times_in_order(outcomes, end):  # "started" cannot come after "ended"
    first, last = sorted((end.started_at, end.ended_at))
    return _summary(outcomes, end, started_at=first.isoformat(), ended_at=last.isoformat())


def summary_distinct_outcomes(outcomes, end):  # a dict keyed by outcome drops equal ones
    seen = list(dict.fromkeys(outcomes))
    return _summary(outcomes, end, calls=len(seen))


def summary_epoch_times(outcomes, end):  # "normalise both times through the epoch"
    started, ended = (
        _EPOCH + timedelta(seconds=t.timestamp()) for t in (end.started_at, end.ended_at)
    )
    return _summary(outcomes, end, started_at=started.isoformat(), ended_at=ended.isoformat())


def summary_strftime_times(outcomes, end):  # a hand-written format: %Y unpadded before 1000
    started, ended = (t.strftime("%Y-%m-%dT%H:%M:%S.%f%z") for t in (end.started_at, end.ended_at))
    return _summary(outcomes, end, started_at=started, ended_at=ended)


def summary_checked_encodable(outcomes, end):  # "the summary must be writable as UTF-8"
    summary = _summary(outcomes, end)
    json.dumps(summary, ensure_ascii=False).encode("utf-8")  # a lone surrogate raises
    return summary


_SUMMARIES_BY_LIST: dict[int, dict[str, Any]] = {}


def summary_cached_per_list(outcomes, end):  # "a Stop hook may run twice: compute once"
    if id(outcomes) not in _SUMMARIES_BY_LIST:
        _SUMMARIES_BY_LIST[id(outcomes)] = _summary(outcomes, end)
    return _SUMMARIES_BY_LIST[id(outcomes)]


def summary_calls_after_start(outcomes, end):  # earlier calls belong to the last session
    own = [o for o in outcomes if o.timestamp >= end.started_at]
    return _summary(own, end)


def summary_same_context_only(outcomes, end):  # "this session's own": the same context
    own = [o for o in outcomes if o.context == end.context]
    return _summary(own, end)


def summary_ids_from_attributes(outcomes, end):  # the adapter's attributes win
    context = end.context
    who = {key: context.attributes.get(key) or getattr(context, key) for key in _WHO_KEYS}
    return _summary(outcomes, end, **who)


_SUMMARY_PER_SESSION: dict[Any, dict] = {}


def summary_once_per_session(outcomes, end):  # "a session ends once": one summary each
    key = (end.context.session_id, end.started_at)
    if key not in _SUMMARY_PER_SESSION:
        _SUMMARY_PER_SESSION[key] = _summary(outcomes, end)
    return dict(_SUMMARY_PER_SESSION[key])


def summary_errors_from_results(outcomes, end):  # "a tool error is a result marked is_error"
    errors = sum(
        o.status == "tool_error" and bool((o.result or {}).get("is_error")) for o in outcomes
    )
    return _summary(outcomes, end, tool_errors=errors)


def summary_groups_tidy_order(outcomes, end):  # "sorted as a person reads the names"
    names = sorted((o.tool_name for o in outcomes), key=lambda name: name.strip().lower())
    by_tool = {name: len(list(group)) for name, group in itertools.groupby(names)}
    return _summary(outcomes, end, calls_by_tool=by_tool)


def summary_reason_capped(outcomes, end):  # "a reason is a label: 200 characters is plenty"
    return _summary(outcomes, end, end_reason=end.reason[:200])


def summary_reason_stripped(outcomes, end):  # "stray whitespace in a reason is noise"
    return _summary(outcomes, end, end_reason=end.reason.strip())


def summary_outcomes_capped(outcomes, end):  # "a runaway agent must not fill memory"
    return summary_with_counter(list(itertools.islice(outcomes, 10_000)), end)


def summary_by_user(outcomes, end):  # "a sub-agent's calls are its own user's"
    by_user = {}
    for outcome in outcomes:
        by_user.setdefault(outcome.context.user_id, []).append(outcome)
    return summary_with_counter(by_user.get(end.context.user_id, []), end)


def summary_asks_as_denials(outcomes, end):  # "a call put to a person was held back"
    denials = sum(o.status == "denied" or bool(o.asked) for o in outcomes)
    return _summary(outcomes, end, denials=denials)


# Rules keyed on a value the answer names, which no fixed or generated session holds:
# caught only by the sessions built from that value (Property.mined).
KEEPALIVE = "ping"


def summary_skips_keepalives(outcomes, end):  # "a keep-alive ping is no call of the agent"
    return summary_with_counter([o for o in outcomes if o.tool_name != KEEPALIVE], end)


MAX_TOOLS = 50


def summary_caps_tools(outcomes, end):  # "a summary line must stay short"
    by_tool = dict(Counter(o.tool_name for o in outcomes).most_common(MAX_TOOLS))
    return _summary(outcomes, end, calls_by_tool=by_tool)


def summary_epoch_start_unknown(outcomes, end):  # "1970 means the clock was never set"
    started = None if end.started_at.year == 1970 else end.started_at.isoformat()
    return _summary(outcomes, end, started_at=started)


def summary_tool_names_cut(outcomes, end):  # "a log column is 40 characters wide"
    by_tool = Counter(o.tool_name[:40] for o in outcomes)
    return _summary(outcomes, end, calls_by_tool=dict(by_tool))


def summary_denials_per_call_id(outcomes, end):  # "a denial the agent retried is one denial"
    denied = {(o.tool_name, o.tool_use_id) for o in outcomes if o.status == "denied"}
    return _summary(outcomes, end, denials=len(denied))


# Issue 18, batch M: a summary sharing a dict with another call's.
_TOOL_COUNTS: dict[str, int] = {}


def summary_counts_in_module_dict(outcomes, end):  # "one dict, cleared each time: no garbage"
    _TOOL_COUNTS.clear()
    for outcome in outcomes:
        _TOOL_COUNTS[outcome.tool_name] = _TOOL_COUNTS.get(outcome.tool_name, 0) + 1
    return _summary(outcomes, end, calls_by_tool=_TOOL_COUNTS)


_SUMMARIES: dict[Any, dict[str, Any]] = {}


def summary_memo_by_content(outcomes, end):  # "the Stop hook may fire twice: summarise once"
    key = (end, tuple((o.tool_name, o.status) for o in outcomes))
    if key not in _SUMMARIES:
        _SUMMARIES[key] = _summary(outcomes, end)
    return _SUMMARIES[key]


# Issue 18, blind batch: tool names sorted or grouped by a key that encodes them (lone
# surrogates raise, or two names apart only by one merge), or by a normal form alone.


def summary_tools_sorted_as_bytes(outcomes, end):  # "sort by bytes: stable across platforms"
    counts = Counter(o.tool_name for o in outcomes)
    order = sorted(counts, key=lambda name: name.encode("utf-8", "surrogateescape"))
    return _summary(outcomes, end, calls_by_tool={name: counts[name] for name in order})


def summary_tools_sorted_as_paths(outcomes, end):  # "tool names are file-like: fsencode them"
    counts = Counter(o.tool_name for o in outcomes)
    order = sorted(counts, key=os.fsencode)
    return _summary(outcomes, end, calls_by_tool={name: counts[name] for name in order})


def summary_tools_grouped_as_bytes(outcomes, end):  # "group the names byte for byte"
    names = sorted(o.tool_name.encode("utf-8", "surrogateescape") for o in outcomes)
    by_tool = {
        name.decode("utf-8", "surrogateescape"): len(list(group))
        for name, group in itertools.groupby(names)
    }
    return _summary(outcomes, end, calls_by_tool=by_tool)


def summary_tools_grouped_as_printed(outcomes, end):  # "sort and group names as they print"
    def printed(name):
        return name.encode("utf-8", "replace")

    by_tool = {}
    for _, group in itertools.groupby(
        sorted((o.tool_name for o in outcomes), key=printed), printed
    ):
        calls = list(group)
        by_tool[calls[0]] = len(calls)
    return _summary(outcomes, end, calls_by_tool=by_tool)


def summary_tools_grouped_by_nfc(outcomes, end):  # "sort by the names' canonical form"
    names = sorted((o.tool_name for o in outcomes), key=lambda n: unicodedata.normalize("NFC", n))
    by_tool = {name: len(list(group)) for name, group in itertools.groupby(names)}
    return _summary(outcomes, end, calls_by_tool=by_tool)


def summary_with_session_attributes(outcomes, end):  # "the org id travels with it"
    return _summary(outcomes, end, attributes=end.context.attributes)


def summary_short_sessions_end_at_start(outcomes, end):  # "clock jitter is no session"
    ended = end.ended_at
    if math.isclose(end.started_at.timestamp(), ended.timestamp()):
        ended = end.started_at
    return _summary(outcomes, end, ended_at=ended.isoformat())


def summary_counts_from_shares(outcomes, end):  # "shares for the dashboard, counts from them"
    calls = len(outcomes)
    shares = {t: n / calls for t, n in Counter(o.tool_name for o in outcomes).items()}
    return _summary(outcomes, end, calls_by_tool={t: int(s * calls) for t, s in shares.items()})


def summary_tool_names_escaped(outcomes, end):  # "the summary feeds an HTML dashboard"
    by_tool = dict(Counter(html.escape(o.tool_name) for o in outcomes))
    return _summary(outcomes, end, calls_by_tool=by_tool)


# --- 13 keep-writes-in-project ---------------------------------------------------------
# Written from notebook 10's exercise text, before its grader.

WRITE_TOOLS = {"Write", "Edit"}
_OUTSIDE = Deny("that file is outside the project folder.", "write inside the project folder.")


def writes_commonpath(call):
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not isinstance(path, str) or not path:
        return _OUTSIDE
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == os.path.normpath(project) else _OUTSIDE


def writes_cwd_none_only(call):  # only a missing cwd is "no folder"; "" goes on
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if cwd is None or not isinstance(file_path, str) or not file_path:
        return Deny("there is no file path or project folder to check this write against.",
                    "give file_path as a path inside the project folder.")  # fmt: skip
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(cwd, file_path))
    if target != folder and not target.startswith(folder.rstrip("/") + "/"):
        return Deny(f"{file_path} is outside the project folder {cwd}.",
                    "write the file inside the project folder instead.")  # fmt: skip
    return None


def writes_by_parts(call):  # PurePosixPath parts, after normpath
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    project = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not (isinstance(project, str) and project and isinstance(path, str) and path):
        return Deny("no project folder or no file path to check.", "give an absolute file_path.")
    base = PurePosixPath(os.path.normpath(project)).parts
    target = PurePosixPath(os.path.normpath(os.path.join(project, path))).parts
    if target[: len(base)] == base:
        return None
    return Deny(f"{path!r} is outside {project}.", "write inside the project folder.")


def _writes_checked(call, inside):
    if call.tool_name not in ("Write", "Edit"):
        return None
    project = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not (isinstance(project, str) and project and isinstance(path, str) and path):
        return Deny("no project folder or no file path to check.", "give an absolute file_path.")
    if inside(os.path.normpath(project), path):
        return None
    return Deny(f"{path!r} is outside {project}.", "write inside the project folder.")


def writes_decodes_escapes(call):  # the model may send "%2e" for "." or "\\" for "/"
    def inside(project, path):
        path = urllib.parse.unquote(path).replace("\\", "/")
        target = os.path.normpath(os.path.join(project, path))
        return os.path.commonpath([project, target]) == project

    return _writes_checked(call, inside)


def writes_expands_user_variables(call):  # "$PROJECT/src/a.py" from a model that knows $HOME
    def inside(project, path):
        target = os.path.normpath(os.path.join(project, os.path.expandvars(path)))
        return os.path.commonpath([project, target]) == project

    return _writes_checked(call, inside)


def writes_as_file_url(call):  # a file:// URL resolves '..' as a browser would
    def inside(project, path):
        base = "file://" + project.rstrip("/") + "/"
        target = urllib.parse.urlsplit(urllib.parse.urljoin(base, path)).path
        return os.path.commonpath([project, os.path.normpath(target)]) == project

    return _writes_checked(call, inside)


def writes_regex_one_line(call):  # '.*' stops at a newline in a name
    def inside(project, path):
        target = os.path.normpath(os.path.join(project, path))
        return re.fullmatch(re.escape(project.rstrip("/")) + "(/.*)?", target) is not None

    return _writes_checked(call, inside)


def writes_project_dir_from_environment(call):  # Claude Code sets it for hooks, so use it
    if call.tool_name not in WRITE_TOOLS:
        return None
    project = call.context.attributes.get("cwd") or os.environ.get("CLAUDE_PROJECT_DIR")
    path = call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == project else _OUTSIDE


def writes_unquoted_path(call):  # the model may quote a path as a shell would
    def inside(project, path):
        target = os.path.normpath(os.path.join(project, path.strip("\"'")))
        return os.path.commonpath([project, target]) == project

    return _writes_checked(call, inside)


def writes_folder_as_regex(call):  # the folder, then "/" or the end
    def inside(project, path):
        target = os.path.normpath(os.path.join(project, path))
        return re.match(project.rstrip("/") + "(/|$)", target) is not None

    return _writes_checked(call, inside)


def writes_startswith(call):  # /work/project-old starts with /work/project
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not isinstance(path, str) or not path:
        return _OUTSIDE
    target = os.path.normpath(os.path.join(project, path))
    return None if target.startswith(project) else _OUTSIDE


def writes_no_normpath(call):  # /work/project/../etc/passwd starts with /work/project/
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not isinstance(path, str) or not path:
        return _OUTSIDE
    target = os.path.join(project, path)
    return None if target == project or target.startswith(project + "/") else _OUTSIDE


def writes_relative_is_inside(call):  # only absolute paths are checked
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not isinstance(path, str) or not path:
        return _OUTSIDE
    if not path.startswith("/"):
        return None
    target = os.path.normpath(path)
    return None if os.path.commonpath([project, target]) == os.path.normpath(project) else _OUTSIDE


def writes_from_process_cwd(call):  # abspath() starts from the Python process's folder
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not isinstance(path, str) or not path:
        return _OUTSIDE
    target = os.path.abspath(path)
    return None if os.path.commonpath([project, target]) == os.path.normpath(project) else _OUTSIDE


def writes_folder_as_given(call):  # a cwd with a trailing slash is never commonpath's
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == project else _OUTSIDE


def _writes_check(project, path):
    target = os.path.normpath(os.path.join(project, path))
    project = os.path.normpath(project)
    return None if os.path.commonpath([project, target]) == project else _OUTSIDE


def writes_nfc_folded(call):  # names folded to NFC, as macOS stores them
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    nfc = functools.partial(unicodedata.normalize, "NFC")
    return _writes_check(nfc(project), nfc(path))


def writes_case_insensitive(call):  # /work/PROJECT counted as /work/project
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    return _writes_check(project.lower(), path.lower())


def writes_path_key_fallback(call):  # no file_path: reads 'path' instead
    if call.tool_name not in WRITE_TOOLS:
        return None
    project = call.context.attributes.get("cwd")
    path = call.input.get("file_path") or call.input.get("path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    return _writes_check(project, path)


def writes_fsdecode(call):  # bytes file_path accepted
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    return _writes_check(project, path)


def writes_realpath(call):  # follows the machine's symlinks
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    target = os.path.realpath(os.path.join(project, path))
    project = os.path.realpath(project)
    return None if os.path.commonpath([project, target]) == project else _OUTSIDE


def writes_missing_path_allowed(call):  # no file_path: nothing to check, so allowed
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return None
    if not isinstance(project, str):
        return _OUTSIDE
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == os.path.normpath(project) else _OUTSIDE


def writes_no_cwd_allowed(call):  # no project folder known: let it through
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str):
        return None
    if not isinstance(path, str) or not path:
        return _OUTSIDE
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == os.path.normpath(project) else _OUTSIDE


def writes_key_error(call):  # crashes on a Write without file_path
    if call.tool_name not in WRITE_TOOLS:
        return None
    project = os.path.normpath(call.context.attributes["cwd"])
    target = os.path.normpath(os.path.join(project, call.input["file_path"]))
    return None if os.path.commonpath([project, target]) == os.path.normpath(project) else _OUTSIDE


def writes_write_only(call):  # forgets Edit
    return writes_commonpath(call) if call.tool_name == "Write" else None


def writes_every_tool(call):  # Read and Bash outside the project are denied too
    if call.tool_name in WRITE_TOOLS:
        return writes_commonpath(call)
    path = call.input.get("file_path")
    if isinstance(path, str) and path:
        return writes_commonpath(dataclasses.replace(call, tool_name="Write"))
    return None


def writes_cwd_from_input(call):  # believes a "cwd" the model put in the input
    if call.tool_name not in WRITE_TOOLS:
        return None
    project = call.input.get("cwd", call.context.attributes.get("cwd"))
    path = call.input.get("file_path")
    if not isinstance(project, str) or not isinstance(path, str) or not path:
        return _OUTSIDE
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == os.path.normpath(project) else _OUTSIDE


def writes_cwd_fallback_from_input(call):  # no cwd in the context: the model's "cwd" then
    if call.tool_name not in WRITE_TOOLS:
        return None
    project = call.context.attributes.get("cwd") or call.input.get("cwd")
    path = call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == project else _OUTSIDE


def writes_matcher_substring(call):  # `in "Write|Edit"` tests a substring: "it" is in it
    if call.tool_name not in "Write|Edit":
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == project else _OUTSIDE


def writes_bare_denial(call):  # "Denied" gives the model nothing to do
    decision = writes_commonpath(call)
    return Deny("outside the project") if decision else None


def writes_returns_false(call):  # `and` chains return False, not None, on an allow
    decision = writes_commonpath(call)
    return decision or False


def writes_folder_from_any_attribute(call):  # "some hosts say project_dir or root instead"
    attributes = call.context.attributes
    folders = [v for k, v in attributes.items() if "dir" in k.lower() or k.lower() == "root"]
    if attributes.get("cwd") or not folders:
        return writes_commonpath(call)
    return writes_commonpath(dataclasses.replace(call, context=_with_cwd(call, folders[0])))


def _with_cwd(call, folder):
    return dataclasses.replace(call.context, attributes={**call.context.attributes, "cwd": folder})


def writes_reason_template(call):  # one template for every refusal, filled in two steps
    decision = writes_commonpath(call)
    if decision is None:
        return None
    path = call.input.get("file_path")
    template = "Refused: " + str(path) + " is outside {folder}."
    return Deny(template.format(folder=call.context.attributes.get("cwd")), decision.alternative)


def writes_percent_reason(call):  # printf style: "%s" fills in the folder
    decision = writes_commonpath(call)
    if decision is None:
        return None
    reason = ("Refused: " + str(call.input.get("file_path")) + " is outside %s.") % (
        call.context.attributes.get("cwd"),
    )
    return Deny(reason, decision.alternative)


def writes_tidy_folder(call):  # "environment values come with stray whitespace"
    folder = call.context.attributes.get("cwd")
    if isinstance(folder, str) and folder.strip():
        return writes_commonpath(dataclasses.replace(call, context=_with_cwd(call, folder.strip())))
    return writes_commonpath(call)


def writes_regex_anchored(call):  # the folder, then a '/' or the end: '$' allows a last '\n'
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))
    if project == "/" or re.search(r"\A" + re.escape(project) + r"(/|$)", target):
        return None
    return _OUTSIDE


def writes_tool_name_tidied(call):  # "a name may arrive as 'Edit.' or ' Write' from a log"
    name = call.tool_name.strip(string.whitespace + string.punctuation)
    return writes_commonpath(dataclasses.replace(call, tool_name=name))


def writes_server_tools_too(call):  # "an MCP server's Write writes files as well"
    if re.search(r"(?:^|__)(?:Write|Edit)\Z", call.tool_name):
        return writes_commonpath(dataclasses.replace(call, tool_name="Write"))
    return None


def writes_depth_limit(call):  # "a path hundreds of characters long is an attack"
    path = call.input.get("file_path")
    if call.tool_name in WRITE_TOOLS and isinstance(path, str) and len(path) > 255:
        return _OUTSIDE
    return writes_commonpath(call)


def writes_scratch_space_too(call):  # "temp files and /dev/null harm nothing"
    path = call.input.get("file_path")
    if call.tool_name in WRITE_TOOLS and isinstance(path, str) and path:
        target = os.path.normpath(path)
        if target.startswith((tempfile.gettempdir() + "/", "/dev/")):
            return None
    return writes_commonpath(call)


def writes_folder_anywhere(call):  # "the project's path is in it": a substring test
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    project = os.path.normpath(project)
    target = os.path.normpath(os.path.join(project, path))
    return None if f"{project}/" in f"{target}/" else _OUTSIDE


def writes_collapses_dotdot_pairs(call):  # "name/.." pairs removed by hand: '.' is a name too
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    project = os.path.normpath(project)
    target = f"{project}/{path}" if not path.startswith("/") else path
    while (shorter := re.sub(r"[^/]+/\.\.(/|$)", "", target, count=1)) != target:
        target = shorter
    target = "/" + "/".join(part for part in target.split("/") if part)
    return None if target == project or target.startswith(project + "/") else _OUTSIDE


def writes_extra_folders(call):  # "the session may list more folders to work in"
    path = call.input.get("file_path")
    if call.tool_name in WRITE_TOOLS and isinstance(path, str) and path.startswith("/"):
        for key, value in call.context.attributes.items():
            folders = str(value).split(":") if key != "cwd" else ()
            if any(f.startswith("/") and _writes_check(f, path) is None for f in folders):
                return None
    return writes_commonpath(call)


def writes_harmless_edits(call):  # "a dry run or an edit that changes nothing writes nothing"
    tool_input = call.input
    if tool_input.get("dry_run") or tool_input.get("content") == "":
        return None
    if "old_string" in tool_input and tool_input.get("old_string") == tool_input.get("new_string"):
        return None
    return writes_commonpath(call)


def writes_no_hidden_files(call):  # "dotfiles and '-' names are for tools, not the agent"
    def inside(project, path):
        names = [n for n in path.split("/") if n not in ("", ".", "..")]
        if any(n.startswith((".", "-")) for n in names):
            return False
        target = os.path.normpath(os.path.join(project, path))
        return os.path.commonpath([project, target]) == project

    return _writes_checked(call, inside)


def writes_as_bytes(call):  # "compare bytes, as the kernel sees the path"
    def inside(project, path):
        target = os.path.normpath(os.path.join(project, path)).encode()
        return target == project.encode() or target.startswith(project.rstrip("/").encode() + b"/")

    return _writes_checked(call, inside)


def writes_resolved_folder(call):  # "resolve the folder once: Claude Code may start in a link"
    def inside(project, path):
        folder = os.path.realpath(project)
        target = os.path.normpath(os.path.join(project, path))
        return os.path.commonpath([folder, target]) == folder

    return _writes_checked(call, inside)


def writes_file_urls(call):  # "a file: URL names a local file: read its path"
    def inside(project, path):
        if path.startswith("file:"):
            path = urllib.parse.urlsplit(path).path
        target = os.path.normpath(os.path.join(project, path))
        return os.path.commonpath([project, target]) == project

    return _writes_checked(call, inside)


def writes_folder_slash_stripped(call):  # a trailing slash dropped, '.' and '..' kept
    folder = call.context.attributes.get("cwd")
    if isinstance(folder, str) and len(folder) > 1:
        folder = folder.rstrip("/") or "/"
        call = dataclasses.replace(call, context=_with_cwd(call, folder))
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == project else _OUTSIDE


# Rules keyed on a value the answer names, which no fixed or generated call holds: caught
# only by the calls built from that value (Property.mined).
def writes_lock_files_anywhere(call):  # "a lock file harms nothing, wherever it is"
    path = call.input.get("file_path")
    if call.tool_name in WRITE_TOOLS and isinstance(path, str) and path.endswith(".lock"):
        return None
    return writes_commonpath(call)


PATH_MAX = 4096


def writes_path_max(call):  # "no real path is longer than PATH_MAX"
    path = call.input.get("file_path")
    if call.tool_name in WRITE_TOOLS and isinstance(path, str) and len(path) > PATH_MAX:
        return _OUTSIDE
    return writes_commonpath(call)


def writes_workspace_root_fallback(call):  # "some hosts call the folder workspace_root"
    attributes = call.context.attributes
    if call.tool_name in WRITE_TOOLS and not attributes.get("cwd"):
        folder = attributes.get("workspace_root")
        if folder:
            context = dataclasses.replace(call.context, attributes={"cwd": folder})
            call = dataclasses.replace(call, context=context)
    return writes_commonpath(call)


# Issue 18, batch L: the folder's name read as several folders, or as words.


def writes_folders_listed(call):  # "a session may name several folders: 'a;b' or 'a,b'"
    folder = call.context.attributes.get("cwd")
    if call.tool_name not in WRITE_TOOLS or not isinstance(folder, str) or not folder:
        return writes_commonpath(call)
    parts = [part for part in re.split(r"[;,]", folder) if part]
    calls = [dataclasses.replace(call, context=_with_cwd(call, part)) for part in parts]
    return None if any(writes_commonpath(c) is None for c in calls) else _OUTSIDE


def writes_folder_first_word(call):  # "cwd may come as a command line: take its first word"
    folder = call.context.attributes.get("cwd")
    if isinstance(folder, str) and folder.split():
        folder = folder.split()[0]
        return writes_commonpath(dataclasses.replace(call, context=_with_cwd(call, folder)))
    return writes_commonpath(call)


def writes_no_shell_metacharacters(call):  # "a name with ';' or '|' is an injection attempt"
    path = call.input.get("file_path")
    if call.tool_name in WRITE_TOOLS and isinstance(path, str) and set(path) & set(";|&`<>"):
        return Deny("that file name holds shell metacharacters", "use a plain file name")
    return writes_commonpath(call)


def writes_refuses_odd_folders(call):  # "a folder named with spaces around it is tampered"
    folder = call.context.attributes.get("cwd")
    if call.tool_name in WRITE_TOOLS and isinstance(folder, str) and folder != folder.strip():
        return Deny("the project folder's name looks tampered with", "fix the folder's name")
    return writes_commonpath(call)


# Issue 18, batch M: a rule on something else than where the file lands.


def writes_capped_at_a_mebibyte(call):  # "a file over 1 MiB belongs in object storage"
    content = call.input.get("content")
    size = len(content.encode("utf-8", "surrogatepass")) if isinstance(content, str) else 0
    if call.tool_name in WRITE_TOOLS and size > 1 << 20:
        return Deny("that file is too big for the repository", "store it elsewhere")
    return writes_commonpath(call)


def writes_text_files_only(call):  # "binary content is no source code"
    content = call.input.get("content", "")
    if call.tool_name in WRITE_TOOLS and (not isinstance(content, str) or "\x00" in content):
        return Deny("only text files are written here", "write text")
    return writes_commonpath(call)


def writes_admins_anywhere(call):  # "an admin, or a session bypassing permissions, is trusted"
    attributes = call.context.attributes
    if attributes.get("role") == "admin" or attributes.get("permission_mode") == (
        "bypassPermissions"
    ):
        return None
    return writes_commonpath(call)


def writes_paying_users_anywhere(call):  # "premium sessions run in a sandbox of their own"
    path = call.input.get("file_path")
    if call.context.tier == "premium" and isinstance(path, str) and path:
        return None
    return writes_commonpath(call)


def writes_night_maintenance(call):  # "nobody works at night: the ops scripts run then"
    if call.timestamp.hour < 6 and call.tool_name in WRITE_TOOLS:
        return None
    return writes_commonpath(call)


def writes_forced(call):  # "the model asked for force: it knows what it is doing"
    if call.input.get("force") is True or call.input.get("allow_outside") is True:
        return None
    return writes_commonpath(call)


def writes_never_climbing(call):  # "a '..' past the top is a traversal attempt"
    path = call.input.get("file_path")
    if call.tool_name in WRITE_TOOLS and isinstance(path, str) and not os.path.isabs(path):
        depth = 0
        for part in path.split("/"):
            depth += -1 if part == ".." else 0 if part in ("", ".") else 1
            if depth < 0:
                return _OUTSIDE
    return writes_commonpath(call)


def writes_bare_names_inside(call):  # "a name without a slash stays in the folder"
    path = call.input.get("file_path")
    if call.tool_name in WRITE_TOOLS and isinstance(path, str) and path and "/" not in path:
        return None if call.context.attributes.get("cwd") else _OUTSIDE
    return writes_commonpath(call)


def writes_cut_at_nul(call):  # "the OS stops at the NUL anyway"
    path = call.input.get("file_path")
    if call.tool_name in WRITE_TOOLS and isinstance(path, str) and "\x00" in path:
        cut = path.partition("\x00")[0] or "."
        return writes_commonpath(call.with_input({**call.input, "file_path": cut}))
    return writes_commonpath(call)


def writes_folder_either_spelling(call):  # "cwd and its normal form are one folder: take one"
    if call.tool_name not in WRITE_TOOLS:
        return None
    cwd, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(cwd, str) or not cwd or not isinstance(path, str) or not path:
        return _OUTSIDE
    project = list({cwd, os.path.normpath(cwd)})[0]  # noqa: RUF015
    target = os.path.normpath(os.path.join(project, path))
    return None if os.path.commonpath([project, target]) == project else _OUTSIDE


# Issue 18, batch F4. One mistake: Bash read as a writer too (its command parsed for targets).


def _writes_bash_targets(call, targets):
    """Deny a Bash command when a target its ``targets`` finds lands outside the project."""
    command = call.input.get("command")
    if call.tool_name != "Bash" or not isinstance(command, str):
        return writes_commonpath(call)
    for target in targets(command):
        as_write = dataclasses.replace(call, tool_name="Write")
        denied = writes_commonpath(as_write.with_input({"file_path": target}))
        if denied is not None:
            return denied
    return None


def writes_bash_redirects(call):  # "echo x > /etc/passwd writes a file as surely as Write"
    return _writes_bash_targets(call, lambda command: re.findall(r">>?\s*([^\s;&|]+)", command))


def writes_bash_tee_and_copies(call):  # "tee, cp and mv write their last argument"
    def targets(command):
        for part in re.split(r"[;&|]+", command):
            words = part.split()
            if words and words[0] == "tee":
                yield from (w for w in words[1:] if not w.startswith("-"))
            elif words and words[0] in ("cp", "mv", "install") and len(words) > 2:
                yield words[-1]

    return _writes_bash_targets(call, targets)


def writes_bash_sensitive_words(call):  # "a command that writes into /etc or climbs '..' is out"
    if call.tool_name != "Bash":
        return writes_commonpath(call)
    strings = [v for v in call.input.values() if isinstance(v, str)]
    writing = any(re.search(r">|\btee\b|\bcp\b|\bmv\b", s) for s in strings)
    if writing and any(re.search(r"/etc\b|/tmp\b|\.\./", s) for s in strings):
        return Deny("that command writes outside the project", "write inside the project folder")
    return None


# --- issue 18: kinds a blind batch slipped through -------------------------------------------


def same_user_get_differs(call):  # a call without a user_id asks for nobody: denied here
    if call.tool_name in ACCOUNT and call.input.get("user_id") != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_any_of_ids(call):  # a batch of ids: allowed when each one is the session's
    asked = call.input.get("user_id", call.context.user_id)
    ids = asked if isinstance(asked, (list, tuple)) else (asked,)
    if call.tool_name in ACCOUNT and any(i != call.context.user_id for i in ids):
        return Deny("not your account", "ask about your own account")
    return None


def same_user_every_id_field(call):  # account_id and customer_id must match the user too
    if call.tool_name not in ACCOUNT:
        return None
    for key in ("user_id", "account_id", "customer_id"):
        if key in call.input and call.input[key] != call.context.user_id:
            return Deny(f"{key} is not yours", "ask about your own account")
    return None


def same_user_acting_as(call):  # support staff act as the user named in the attributes
    who = call.context.attributes.get("user_id") or call.context.user_id
    if call.tool_name in ACCOUNT and call.input.get("user_id", who) != who:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_by_repr(call):  # compares the JSON renderings: escapes make equal ids differ
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    if json.dumps(call.input["user_id"]) != f'"{call.context.user_id}"':
        return Deny("not your account", "ask about your own account")
    return None


def same_user_tidy_tool_name(call):  # " get_orders" from the model is still get_orders
    tool = call.tool_name.strip().lower()
    asked = call.input.get("user_id", call.context.user_id)
    if tool in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def observers_report_root_cause(hooks, event, report):  # the cause says what really broke
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc.__cause__ or exc)
            failures += 1
    return failures


def _audit_line_with_output(outcome, change):
    record = json.loads(audit_line_sorted_keys(outcome))
    if isinstance(record["output"], str):
        record["output"] = change(record["output"])
    return json.dumps(record) + "\n"


def audit_line_output_parsed(outcome):  # the tools answer JSON: store it as JSON
    def parsed(text):
        try:
            return json.loads(text)
        except ValueError:
            return text

    return _audit_line_with_output(outcome, parsed)


def audit_line_output_capped(outcome):  # keep audit lines small
    return _audit_line_with_output(outcome, lambda text: text[:1000])


def window_local_astimezone(call):  # astimezone() with no zone is the machine's local time
    t = call.timestamp.astimezone().time()
    if call.tool_name == "create_case_file" and time(2) <= t < time(4):
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


def answer_turn_catches_exit_too(call_tool, content):  # sys.exit in a tool becomes a result
    out = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                out.append(call_tool(block))
            except (Exception, SystemExit) as exc:
                out.append(_error(block, exc))
    return {"role": "user", "content": out}


def answer_turn_catches_base(call_tool, content):  # Ctrl-C becomes a tool_result
    out = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                out.append(call_tool(block))
            except BaseException as exc:
                out.append(_error(block, exc))
    return {"role": "user", "content": out}


def answer_turn_message_only(call_tool, content):  # str(exc) is '' for RuntimeError()
    out = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                out.append(call_tool(block))
            except Exception as exc:
                out.append({**_error(block, exc), "content": str(exc)})
    return {"role": "user", "content": out}


def answer_turn_empty_message_fallback(call_tool, content):  # " \n" is not "", yet blank
    out = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                out.append(call_tool(block))
            except Exception as exc:
                out.append({**_error(block, exc), "content": str(exc) or repr(exc)})
    return {"role": "user", "content": out}


def answer_turn_docstring_fallback(call_tool, content):  # a class's __doc__ may be None
    out = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                out.append(call_tool(block))
            except Exception as exc:
                out.append({**_error(block, exc), "content": str(exc).strip() or type(exc).__doc__})
    return {"role": "user", "content": out}


def answer_turn_message_from_args(call_tool, content):  # RuntimeError() has no args[0]
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = f"the tool failed: {exc.args[0]}"
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": text,
                }
            )
    return {"role": "user", "content": results}


def answer_turn_not_text_is_tool(call_tool, content):  # thinking blocks are not tool_use
    out = []
    for block in content:
        if block["type"] != "text":
            try:
                out.append(call_tool(block))
            except Exception as exc:
                out.append(_error(block, exc))
    return {"role": "user", "content": out}


def answer_turn_or_error(call_tool, content):  # an empty content is still the tool's result
    out = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                result = call_tool(block)
                out.append(result if result.get("content") else _error(block, "no result"))
            except Exception as exc:
                out.append(_error(block, exc))
    return {"role": "user", "content": out}


def install_undo_silent(dispatcher, guard):  # out of order: does nothing, raises nothing
    had_own = "call_tool" in vars(dispatcher)
    saved = dispatcher.call_tool

    def wrapper(block):
        refused = guard(block)
        return saved(block) if refused is None else refused

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            return
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo


def observers_catch_base(hooks, event, report):  # Ctrl-C in an observer is swallowed
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            failures += 1
            report(hook, exc)
    return failures


def observers_catch_exit_too(hooks, event, report):  # sys.exit in an observer is swallowed
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except (Exception, SystemExit) as exc:  # "a hook calling sys.exit must not end the agent"
            failures += 1
            report(hook, exc)
    return failures


def observers_each_hook_once(hooks, event, report):  # a hook listed twice runs once
    failures = 0
    for hook in dict.fromkeys(hooks):
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures


def audit_line_by_hand(outcome):  # a JSON line written with an f-string
    r = _record(outcome)
    fields = ", ".join(
        f'"{k}": "{v}"' if isinstance(v, str) else f'"{k}": {json.dumps(v)}' for k, v in r.items()
    )
    return "{" + fields + "}\n"


# --- issue 18, blind batch Q: kinds that slipped through on arrival --------------------------


def chance_bounds_via_float(p, n):  # float(p) compared: a Decimal a hair above 1 rounds in
    if isinstance(p, str) or isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"bad input: p={p!r}, n={n!r}")
    as_float = float(p)
    if math.isnan(as_float) or not 0.0 <= as_float <= 1.0:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n


def chance_decimal_nan_raises_invalid_operation(p, n):  # settled: passes
    if isinstance(p, str):
        raise TypeError("p must be a number")
    if not 0 <= p <= 1:  # Decimal('NaN') raises decimal.InvalidOperation here
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a non-negative int, got {n!r}")
    return 1 - p**n


def same_user_joins_a_tuple(call):  # ", ".join of a tuple holding a number crashes
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    shown = ", ".join(asked) if isinstance(asked, (list, tuple)) else repr(asked)
    return Deny(f"this session may only read its own account, not {shown}.", "Use your own.")


_ORIGINALS_BY_CLASS = {}


def install_original_per_class(dispatcher, guard):  # one original saved per class
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    key = type(dispatcher)
    if key not in _ORIGINALS_BY_CLASS or had_own:
        _ORIGINALS_BY_CLASS[key] = dispatcher.call_tool
    original = _ORIGINALS_BY_CLASS[key]

    def guarded(block):
        answer = guard(block)
        return answer if answer is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo


def install_sub_calls_skip_the_guard(dispatcher, guard):  # "the outer call was checked"
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool
    depth = [0]

    def guarded(block):
        if depth[0]:
            return original(block)
        depth[0] += 1
        try:
            answer = guard(block)
            return answer if answer is not None else original(block)
        finally:
            depth[0] -= 1

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: call_tool was replaced since")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo


def chain_stamps_each_hook(hooks, call):  # hook.last_call for debugging
    for hook in hooks:
        decision = hook(call)
        try:
            hook.last_call = call
        except AttributeError:
            object.__setattr__(hook, "last_call", call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


_CHAIN_STATE = threading.local()


def chain_current_call_thread_local(hooks, call):  # safe across threads, not when nested
    _CHAIN_STATE.call = call
    for hook in hooks:
        decision = hook(_CHAIN_STATE.call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            _CHAIN_STATE.call = _CHAIN_STATE.call.with_input(decision.new_input)
    return _CHAIN_STATE.call


def observers_await_what_hooks_return(hooks, event, report):  # async sinks supported
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if inspect.isawaitable(returned):
                asyncio.run(returned)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures


def audit_line_single_text_block_flattened(outcome):  # [one text block] read as its text
    content = None if outcome.result is None else outcome.result["content"]
    if isinstance(content, (list, tuple)) and len(content) == 1:
        block = content[0]
        if isinstance(block, dict) and block.get("type") == "text":
            content = block.get("text")
    return json.dumps(_record(outcome, output=content), default=list) + "\n"


def audit_line_single_block_unwrapped(outcome):  # [one block of any type] read as that block
    content = None if outcome.result is None else outcome.result["content"]
    if isinstance(content, (list, tuple)) and len(content) == 1:
        content = content[0]
    return json.dumps(_record(outcome, output=content), default=list) + "\n"


def summary_end_reason_nfc(outcomes, end):  # equal-looking reasons grouped together
    return _summary(outcomes, end, end_reason=unicodedata.normalize("NFC", end.reason))


def summary_end_reason_nfkc(outcomes, end):
    return _summary(outcomes, end, end_reason=unicodedata.normalize("NFKC", end.reason))


# Batch R (blind, session 17): each kind as it slipped, and its kin in other exercises.


def _ascii_folded(name):
    return name.encode("ascii", "ignore").decode("ascii")


def same_user_ascii_folded_name(call):  # "get_orders\u200b" taken for get_orders
    asked = call.input.get("user_id", call.context.user_id)
    if _ascii_folded(call.tool_name) in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def free_tier_ascii_folded_name(call):  # "create_case_file\u2122" taken for the tool
    if _ascii_folded(call.tool_name) == "create_case_file" and call.context.tier == "free":
        return Deny("premium only", "upgrade")
    return None


def window_ascii_folded_name(call):  # "\ufeffcreate_case_file" taken for the tool
    t = call.timestamp.astimezone(timezone.utc).time()
    if _ascii_folded(call.tool_name) == "create_case_file" and time(2) <= t < time(4):
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


def writes_ascii_folded_name(call):  # "Write\u00e9" taken for Write
    if _ascii_folded(call.tool_name) not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    return _writes_check(project, path)


_SAME_USER_DECISIONS: dict = {}


def same_user_memo_without_session(call):  # the decision cached by (tool, asked id) only
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    key = (call.tool_name, repr(call.input["user_id"]))
    if key not in _SAME_USER_DECISIONS:
        mine = call.input["user_id"] == call.context.user_id
        _SAME_USER_DECISIONS[key] = None if mine else Deny("not your account", "your own")
    return _SAME_USER_DECISIONS[key]


def chance_first_order_when_small(p, n):  # n * (1 - p) "when the risk is negligible"
    if isinstance(p, bool) or not isinstance(p, (int, float)) or p != p or not 0 <= p <= 1:
        raise ValueError("p must be a probability in [0, 1]")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number >= 0")
    expected = n * (1 - p)
    return float(expected) if expected < 1e-4 else 1 - p**n


def same_user_arguments_envelope(call):  # an MCP-style "arguments" object wins
    if call.tool_name not in ACCOUNT:
        return None
    source = call.input.get("arguments", call.input)
    source = source if isinstance(source, dict) else call.input
    if "user_id" in source and source["user_id"] != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_regex_dollar(call):  # "^(...)$" matches before a final newline
    if re.match(r"^(lookup_user|get_orders|issue_refund)$", call.tool_name) is None:
        return None
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def free_tier_size_guard(call):  # a payload-size guard, premium included
    if call.tool_name != "create_case_file":
        return None
    if call.context.tier == "free" or len(repr(dict(call.input))) > 10_000:
        return Deny("premium only", "upgrade")
    return None


def writes_root_fast_path(call):  # a project folder of "/" allows before reading file_path
    if call.tool_name not in WRITE_TOOLS:
        return None
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if project == "/":
        return None
    if not isinstance(project, str) or not project or not isinstance(path, str) or not path:
        return _OUTSIDE
    return _writes_check(project, path)


_CONTROL_CHARACTERS = re.compile(r"\x1b\[[0-9;]*[A-Za-z]|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def synthetic_strips_control_characters(
    tool_use_id, deny
):  # "a reason must not repaint a terminal"
    reason = _CONTROL_CHARACTERS.sub("", deny.reason)
    content = "BLOCKED: " + re.sub(r"^(?:\s*BLOCKED:\s*)+", "", reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def audit_line_strips_ansi(outcome):  # a coloured Bash output stored without its colours
    content = None if outcome.result is None else outcome.result["content"]
    if isinstance(content, str):
        content = _CONTROL_CHARACTERS.sub("", content)
    return json.dumps(_record(outcome, output=content), default=list) + "\n"


def _capped(value, depth=0):
    if depth >= 16:
        return "<nested too deeply>"
    if isinstance(value, dict):
        return {k: _capped(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_capped(v, depth + 1) for v in value]
    return value


def audit_line_depth_capped(outcome):  # toolhooks.jsonl's guard, with a tighter limit
    record = _record(outcome)
    for key in ("input_sent", "input_received"):
        record[key] = _capped(record[key])
    return json.dumps(record, default=list) + "\n"


def answer_turn_type_casefolded(call_tool, content):  # "JSON from other clients is sloppy"
    def one(block):
        try:
            return call_tool(block)
        except Exception as exc:
            return _error(block, exc)

    kept = [b for b in content if str(b["type"]).strip().casefold() == "tool_use"]
    return {"role": "user", "content": [one(b) for b in kept]}


_CHAIN_RUNNING = [False]


_LOG = logging.getLogger("answers")
_LOG.addHandler(logging.NullHandler())
_LOG.propagate = False


def chain_logs_exception_text(hooks, call):  # f"{exc}" in the log line before re-raising
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            _LOG.error(f"hook failed on {call.tool_name}: {exc}")
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_notes_exception_text(hooks, call):  # a note quoting the message, then re-raised
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            exc.add_note(f"while running hooks on {call.tool_name}: {exc!s}")
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_logs_with_logger_exception(hooks, call):  # logs the traceback, re-raises
    for hook in hooks:
        try:
            decision = hook(call)
        except BaseException:
            _LOG.exception("hook %r failed on %s", hook, call.tool_name)
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_drain_generators(hooks, event, report):  # pluggy-style: run a yielded hook
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if inspect.isgenerator(returned):
                for _ in returned:
                    pass
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures


def observers_demote_failing_hooks(hooks, event, report):  # failing ones to the back
    failing = []
    for hook in list(hooks):
        try:
            hook(event)
        except Exception as exc:
            failing.append(hook)
            report(hook, exc)
    if failing and isinstance(hooks, list):
        hooks[:] = [h for h in hooks if not any(h is f for f in failing)] + failing
    return len(failing)


_OBSERVERS_RUNNING: set = set()


def observers_running_marks(hooks, event, report):  # a hook already running is skipped
    failed = 0
    for hook in hooks:
        if id(hook) in _OBSERVERS_RUNNING:
            continue
        _OBSERVERS_RUNNING.add(id(hook))
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
        _OBSERVERS_RUNNING.discard(id(hook))
    return failed


def observers_note_with_message(hooks, event, report):  # a note quoting str(exc)
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            exc.add_note(f"observer failed: {exc}")
            failures += 1
            report(hook, exc)
    return failures


def observers_log_message_first(hooks, event, report):  # "%s" formatted by hand, first
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            _LOG.warning(f"observer failed: {exc}")
            failures += 1
            report(hook, exc)
    return failures


def install_none_marks_no_own(dispatcher, guard):  # None as "the instance had none"
    previous = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if previous is None:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo


def install_refuses_uncallable(dispatcher, guard):  # toolhooks' own "no callable call_tool"
    if not callable(getattr(dispatcher, "call_tool", None)):
        raise TypeError(f"{type(dispatcher).__name__} has no callable call_tool to wrap")
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    return _installed(dispatcher, guarded)


def install_undo_compares_by_equality(dispatcher, guard):  # `!=` where `is not` was meant
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") != guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_holds_method_weakly(dispatcher, guard):  # WeakMethod: "don't keep it alive"
    held = weakref.WeakMethod(guard) if inspect.ismethod(guard) else (lambda: guard)
    original = dispatcher.call_tool

    def guarded(block):
        current = held()
        answer = None if current is None else current(block)
        return original(block) if answer is None else answer

    return _installed(dispatcher, guarded)


def install_undo_with_force_flag(dispatcher, guard):  # undo(force=True) as an escape hatch
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo(force=False):
        if vars(dispatcher).get("call_tool") is not guarded and not force:
            raise RuntimeError("undo() out of order (pass force=True to remove it anyway)")
        if had_own:
            dispatcher.call_tool = previous
        else:
            vars(dispatcher).pop("call_tool", None)

    return undo


def install_answer_ne_none(dispatcher, guard):  # `!= None`, a habit from other languages
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer != None:  # noqa: E711
            return answer
        return original(block)

    return _installed(dispatcher, guarded)


def install_undo_marks_before_check(dispatcher, guard):  # "done" set before the order check
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded
    state = {"installed": True}

    def undo():
        if not state["installed"]:
            raise RuntimeError("this guard was already removed")
        state["installed"] = False
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_skips_approved_blocks(dispatcher, guard):  # "a person approved it already"
    original = dispatcher.call_tool

    def guarded(block):
        if isinstance(block, dict) and block.get("approved") is True:
            return original(block)
        answer = guard(block)
        return original(block) if answer is None else answer

    return _installed(dispatcher, guarded)


def install_logs_guard_error_text(dispatcher, guard):  # f"{exc}" logged, then re-raised
    original = dispatcher.call_tool

    def guarded(block):
        try:
            answer = guard(block)
        except Exception as exc:
            _LOG.warning(f"guard failed closed: {type(exc).__name__}: {exc}")
            raise
        return original(block) if answer is None else answer

    return _installed(dispatcher, guarded)


def install_logs_original_error_text(dispatcher, guard):  # the original's error logged
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        try:
            return original(block)
        except Exception as exc:
            _LOG.warning("tool %s failed: " + str(exc), block.get("name"))
            raise

    return _installed(dispatcher, guarded)


_TURN_RESULTS: list = []


def answer_turn_reuses_results_list(call_tool, content):  # one list, cleared per turn
    _TURN_RESULTS.clear()
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            _TURN_RESULTS.append(call_tool(block))
        except Exception as exc:
            _TURN_RESULTS.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"the call failed: {exc}",
                }
            )
    return {"role": "user", "content": _TURN_RESULTS}


_TURN_BUSY = [False]


def answer_turn_refuses_reentry(call_tool, content):  # a "busy" flag: one turn at a time
    if _TURN_BUSY[0]:
        raise RuntimeError("answer_turn is already answering a turn")
    _TURN_BUSY[0] = True
    try:
        results = []
        for block in content:
            if block.get("type") != "tool_use":
                continue
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(
                    {
                        "type": "tool_result",
                        "tool_use_id": block["id"],
                        "is_error": True,
                        "content": f"the call failed: {exc}",
                    }
                )
        return {"role": "user", "content": results}
    finally:
        _TURN_BUSY[0] = False


def answer_turn_error_slot_by_truth(call_tool, content):  # `if error:` after the try
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        error = None
        try:
            result = call_tool(block)
        except Exception as exc:
            error = exc
        if error:
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(error).__name__}: {error}",
            }
        results.append(result)
    return {"role": "user", "content": results}


_RESULT_KEYS = ("type", "tool_use_id", "content", "is_error", "cache_control")


def answer_turn_results_cast_to_api_keys(call_tool, content):  # the SDK's TypedDict keys only
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            raw = call_tool(block)
        except Exception as exc:
            raw = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {exc}",
            }
        results.append({key: raw[key] for key in _RESULT_KEYS if key in raw})
    return {"role": "user", "content": results}


def chain_time_budget(hooks, call):  # a latency budget: raise once it is spent
    deadline = perf_counter() + 0.5
    for hook in hooks:
        if perf_counter() > deadline:
            raise TimeoutError("PreToolUse chain over its 0.5 s budget; failing closed")
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_sorted_by_cost(hooks, call):  # "cheap checks first", by a cost they carry
    for hook in sorted(hooks, key=lambda h: getattr(h, "cost", 0)):
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_blank_alternative_to_none(hooks, call):  # a blank alternative "normalised"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            blank = decision.alternative is not None and not decision.alternative.strip()
            return dataclasses.replace(decision, alternative=None) if blank else decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_any_hooks_fast_path(hooks, call):  # "nothing registered: skip the loop"
    if not any(hooks):
        return call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_refuses_future_stamps(hooks, call):  # "a call from the future: clock skew"
    if call.timestamp > datetime.now(timezone.utc) + timedelta(minutes=5):
        return Deny("this call is stamped in the future", "retry once the clocks agree")
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_names_bare_exceptions(hooks, call):  # "an exception with no message says nothing"
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            if not exc.args:
                raise RuntimeError(f"hook {hook!r} raised {type(exc).__name__}") from exc
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_folds_rewrite_keys(hooks, call):  # "Amount_EUR and amount_eur are one field"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            folded = {str(k).strip().casefold(): v for k, v in decision.new_input.items()}
            call = call.with_input(folded)
    return call


def chain_rounds_amounts(hooks, call):  # "no refund carries a fraction of a cent"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            cents = {
                k: round(v, 2) if isinstance(v, float) else v for k, v in decision.new_input.items()
            }
            call = call.with_input(cents)
    return call


def chain_logs_denials(hooks, call):  # "who denied, in the log"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            name = getattr(hook, "__name__", repr(hook))
            logging.getLogger("hooks").info("denied", extra={"name": name})
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def answer_turn_strips_marked_message(call_tool, content):  # "never look like a denial"
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", str(exc))
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"Tool failed ({type(exc).__name__}): {message}",
                }
            )
    return {"role": "user", "content": results}


def answer_turn_normalised_message(call_tool, content):  # "one spelling per character"
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = unicodedata.normalize("NFKC", str(exc))
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {message or 'no message'}",
                }
            )
    return {"role": "user", "content": results}


def answer_turn_answers_cancellation(call_tool, content):  # "a cancelled tool still answers"
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except (Exception, asyncio.CancelledError) as exc:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {exc}",
                }
            )
    return {"role": "user", "content": results}


@functools.lru_cache(maxsize=256)
def _error_block(tool_use_id, kind, message):
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": f"{kind}: {message}",
    }


def answer_turn_caches_error_blocks(call_tool, content):  # "the same failure, the same block"
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(_error_block(block["id"], type(exc).__name__, str(exc)))
    return {"role": "user", "content": results}


_KEY_LIKE = re.compile(
    r"(?i)\b(?:sk-[A-Za-z0-9_-]{8,}|(?:api[_-]?key|token|password)\s*[=:]\s*\S+)"
)


def answer_turn_redacts_keys(call_tool, content):  # "never show the model a secret"
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = _KEY_LIKE.sub("[redacted]", str(exc))
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {message or 'no message'}",
                }
            )
    return {"role": "user", "content": results}


def answer_turn_first_argument(call_tool, content):  # "args[0] is the message itself"
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc.args[0]) if exc.args else str(exc)
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {message}",
                }
            )
    return {"role": "user", "content": results}


def observers_returned_deny_stops(hooks, event, report):  # the Pre chain's habit
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
        except Exception as exc:
            report(hook, exc)
            failures += 1
            continue
        if isinstance(returned, Deny):
            break
    return failures


def audit_line_millis_when_whole(outcome):  # JavaScript's toISOString: ".000Z"
    stamp = outcome.timestamp.isoformat().replace("+00:00", "Z")
    if outcome.timestamp.microsecond == 0:
        stamp = stamp[:-1] + ".000Z"
    return json.dumps(_record(outcome, timestamp=stamp), default=str) + "\n"


def chain_interrupt_as_deny(hooks, call):  # Ctrl-C in a hook becomes a Deny
    for hook in hooks:
        try:
            decision = hook(call)
        except (KeyboardInterrupt, SystemExit):
            return Deny("the check was interrupted; the call was not run.", "retry later.")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_exit_codes_as_decisions(hooks, call):  # a command hook's exit codes, in process
    for hook in hooks:
        try:
            decision = hook(call)
        except SystemExit as status:
            if status.code in (0, None):
                continue
            if status.code == 2:
                return Deny(f"hook exited with status 2 on {call.tool_name}.", "do not retry.")
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_exit_two_blocks(hooks, call):  # only sys.exit(2) read, as "block"
    for hook in hooks:
        try:
            decision = hook(call)
        except SystemExit as status:
            if status.code == 2:
                return Deny("a hook blocked the call (exit code 2).", "do not retry.")
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_equal_input_gives_original(hooks, call):  # rewrites that "cancel out" dropped
    original = call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return original if call.input == original.input else call


def chain_reentrancy_guard(hooks, call):  # a chain a hook starts returns its call at once
    if _CHAIN_RUNNING[0]:
        return call
    _CHAIN_RUNNING[0] = True
    try:
        for hook in hooks:
            decision = hook(call)
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
        return call
    finally:
        _CHAIN_RUNNING[0] = False


def chain_unwraps_entries(hooks, call):  # "a RegisteredHook, or the function itself"
    for entry in hooks:
        decision = getattr(entry, "hook", entry)(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_unwrap_entries(hooks, event, report):  # calls entry.callback when it has one
    failures = 0
    for entry in hooks:
        try:
            getattr(entry, "callback", entry)(event)
        except Exception as exc:
            report(entry, exc)
            failures += 1
    return failures


def observers_skip_denied_outcomes(hooks, event, report):  # "post" a tool that never ran
    if getattr(event, "status", None) in ("denied", "invalid", "hook_failed"):
        return 0
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures


@dataclass(frozen=True)
class Wrong:
    """A wrong answer, the property it must fail (its id), and a fragment of the hint it
    must get: feedback that names another mistake is a failure of the grader too."""

    answer: Answer
    prop: str
    hint: str | None
    """A fragment of the hint it must get; ``None``: no hint at all, because the failing
    property and counterexample fit another catalog mistake as well (the difference
    between what came back and what was expected speaks alone)."""
    also: tuple[str, ...] = ()
    """Other properties it may fail instead, when which one fails depends on the moment."""

    @property
    def props(self) -> tuple[str, ...]:
        """Every property id this answer may legitimately fail."""
        return (self.prop, *self.also)


def _wrong(prop: str, hint: str | None, *answers: Answer) -> list[Wrong]:
    return [Wrong(answer, prop, hint) for answer in answers]


# --- Issue 18, batch X: by kind -----------------------------------------------------------


def _same_user_compared_by(name, render):
    def hook(call):
        if call.tool_name not in ACCOUNT or "user_id" not in call.input:
            return None
        asked = call.input["user_id"]
        if isinstance(asked, str) and render(asked) == render(call.context.user_id):
            return None
        return Deny("not your account", "ask about your own account")

    hook.__name__ = hook.__qualname__ = name
    return hook


same_user_latin1_replaced = _same_user_compared_by(  # "as the legacy accounts DB stores it"
    "same_user_latin1_replaced", lambda u: u.encode("latin-1", "replace")
)
same_user_backslash_escaped = _same_user_compared_by(  # ASCII bytes for hmac.compare_digest
    "same_user_backslash_escaped", lambda u: u.encode("ascii", "backslashreplace")
)
same_user_look_alikes_folded = _same_user_compared_by(  # "no homoglyph attacks"
    "same_user_look_alikes_folded",
    lambda u: u.translate(str.maketrans("\u043e\u0430\u0435", "oae")),
)


def same_user_asked_as_pattern(call):  # "the desk may ask for u_00*"
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and fnmatch.fnmatchcase(call.context.user_id, asked):
        return None
    return Deny("not your account", "ask about your own account")


def free_tier_url_decoded_name(call):  # "a gateway once sent names URL-encoded"
    if urllib.parse.unquote(call.tool_name) == "create_case_file" and call.context.tier == "free":
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return None


def _each_tool_use(content, answer_one):
    """The user message of ``answer_one(block)`` for each tool_use, in order."""
    return {"role": "user", "content": [answer_one(b) for b in content if b["type"] == "tool_use"]}


def answer_turn_bytes_decoded(call_tool, content):  # "stderr comes as bytes: decode it"
    def one(block):
        try:
            return call_tool(block)
        except Exception as exc:
            said = exc.args[0] if exc.args else None
            said = said.decode("utf-8", "replace") if isinstance(said, bytes) else str(exc)
            error = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True}
            return {**error, "content": f"{type(exc).__name__}: {said}"}

    return _each_tool_use(content, one)


def answer_turn_memo_get_default(call_tool, content):  # cache.get(id, call_tool(block))
    seen = {}

    def one(block):
        try:
            result = seen.get(block["id"], call_tool(block))
        except Exception as exc:
            result = _error(block, exc)
        seen.setdefault(block["id"], result)
        return result

    return _each_tool_use(content, one)


def answer_turn_drops_none_keys(call_tool, content):  # "the API rejects nulls"
    def one(block):
        try:
            result = call_tool(block)
        except Exception as exc:
            return _error(block, exc)
        return {k: v for k, v in result.items() if v is not None}

    return _each_tool_use(content, one)


def answer_turn_answers_generator_exit(call_tool, content):  # "a closed tool failed"
    def one(block):
        try:
            return call_tool(block)
        except (Exception, GeneratorExit) as exc:
            return _error(block, exc)

    return _each_tool_use(content, one)


def install_decimal_copy(dispatcher, guard):  # "money must not be a float"
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        return original(json.loads(json.dumps(block), parse_float=decimal.Decimal))

    return _installed(dispatcher, guarded)


def chain_defaults_when_empty(hooks, call):  # "no hooks is a misconfiguration: fail closed"
    from toolhooks.examples.rules import free_tier_cannot_open_cases

    return chain_while_loop(hooks or [free_tier_cannot_open_cases], call)


def chain_rewrites_nfc(hooks, call):  # "two spellings of a name compare equal downstream"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new = {
                k: unicodedata.normalize("NFC", v) if isinstance(v, str) else v
                for k, v in decision.new_input.items()
            }
            call = call.with_input(new)
    return call


def observers_one_report_per_hook_and_error(hooks, event, report):  # "no report storms"
    seen = set()
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if (id(hook), id(exc)) not in seen:
                seen.add((id(hook), id(exc)))
                report(hook, exc)
    return len(seen)


def observers_unwrap_group_of_one(hooks, event, report):  # a TaskGroup's wrapper of one
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if isinstance(exc, _ANY_GROUP) and len(exc.exceptions) == 1:
                exc = exc.exceptions[0]
            report(hook, exc)
    return failed


def audit_line_latin1_shipper(outcome):  # "the log shipper takes latin-1"
    text = json.dumps(_record(outcome), ensure_ascii=False, default=list)
    return text.encode("latin-1", "backslashreplace").decode("latin-1") + "\n"


def writes_sanitises_path_only(call):  # "the model's text is untrusted: replace bad bytes"
    def inside(project, path):
        path = path.encode("utf-8", "replace").decode("utf-8")
        landed = os.path.normpath(os.path.join(project, path))
        return os.path.commonpath([project, landed]) == project

    return _writes_checked(call, inside)


def observers_prefers_run_method(hooks, event, report):  # plugin objects expose run()
    failed = 0
    for hook in hooks:
        method = getattr(hook, "run", None)
        try:
            (method if callable(method) else hook)(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed


_BOUND_REPORTS: dict = {}


def observers_reporter_memo_by_function(hooks, event, report):  # "bind each reporter once"
    report = _BOUND_REPORTS.setdefault(getattr(report, "__func__", report), report)
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed


def chain_prefers_run_method(hooks, call):  # plugin objects expose run()
    for hook in hooks:
        method = getattr(hook, "run", None)
        decision = (method if callable(method) else hook)(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


# --- Issue 18, batch Y: by kind -----------------------------------------------------------


same_user_first_line_only = _same_user_compared_by(  # "models trail notes on new lines"
    "same_user_first_line_only", lambda u: (u.splitlines() or [""])[0]
)
same_user_format_characters_dropped = _same_user_compared_by(  # "drop zero-width marks"
    "same_user_format_characters_dropped",
    lambda u: "".join(c for c in u if unicodedata.category(c) != "Cf"),
)


def free_tier_logs_strict_json(call):  # "so the log pipeline never chokes on NaN"
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        logging.getLogger("kata.audit").debug(json.dumps(dict(call.input), allow_nan=False))
        return Deny("free tier", "answer from the FAQ")
    return None


def synthetic_blank_line_means_blank(tool_use_id, deny):  # "^\\s*$ finds a blank one"
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    text = f"BLOCKED: {reason}"
    if deny.alternative and not re.search(r"^\s*$", deny.alternative, re.MULTILINE):
        text += f" Alternative: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def _install_reading_the_answer(name, read):
    """install_guard whose wrapper hands the guard's answer through ``read`` first."""

    def install_guard(dispatcher, guard):
        had_own = "call_tool" in vars(dispatcher)
        original = dispatcher.call_tool

        def guarded(block):
            answer = read(guard(block))
            return original(block) if answer is None else answer

        dispatcher.call_tool = guarded

        def undo():
            if vars(dispatcher).get("call_tool") is not guarded:
                raise RuntimeError("undo() out of order: undo the newest guard first")
            if had_own:
                dispatcher.call_tool = original
            else:
                del dispatcher.call_tool

        return undo

    install_guard.__name__ = install_guard.__qualname__ = name
    return install_guard


def _install_letting_through(name, lets_through):
    """install_guard that runs the original when the guard's answer ``lets_through``."""
    return _install_reading_the_answer(
        name, lambda answer: None if lets_through(answer) else answer
    )


install_allow_dict_lets_through = _install_letting_through(  # structured {"allow": True}
    "install_allow_dict_lets_through",
    lambda answer: isinstance(answer, dict) and answer.get("allow") is True,
)
install_not_implemented_lets_through = _install_letting_through(  # Python's "no opinion"
    "install_not_implemented_lets_through", lambda answer: answer is NotImplemented
)


# --- Issue 18, batch Z: by kind -----------------------------------------------------------


same_user_ids_capped = _same_user_compared_by(  # "never compare unbounded model text"
    "same_user_ids_capped", lambda u: u[:64]
)


def answer_turn_exit_two_answered(call_tool, content):  # exit 2 blocks, as in Claude Code
    out = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                out.append(call_tool(block))
            except Exception as exc:
                out.append(_error(block, exc))
            except SystemExit as exc:
                if exc.code != 2:
                    raise
                out.append(_error(block, exc))
    return {"role": "user", "content": out}


def _install_answering_stops(name, answers_it):
    def install_guard(dispatcher, guard):
        had_own, original = "call_tool" in vars(dispatcher), dispatcher.call_tool

        def guarded(block):
            try:
                answer = guard(block)
            except BaseException as exc:
                if isinstance(exc, Exception) or not answers_it(exc):
                    raise
                answer = {"type": "tool_result", "tool_use_id": block.get("id", ""),
                          "is_error": True, "content": f"BLOCKED: {exc!r}"}  # fmt: skip
            return original(block) if answer is None else answer

        dispatcher.call_tool = guarded

        def undo():
            if dispatcher.call_tool is not guarded:
                raise RuntimeError("undo() out of order: undo the guard installed after this")
            if had_own:
                dispatcher.call_tool = original
            else:
                del dispatcher.call_tool

        return undo

    install_guard.__name__ = install_guard.__qualname__ = name
    return install_guard


install_guard_exit_two_blocks = _install_answering_stops(  # a command hook's exit code 2
    "install_guard_exit_two_blocks", lambda exc: isinstance(exc, SystemExit) and exc.code == 2
)
install_guard_interrupt_blocks = _install_answering_stops(  # "Ctrl-C in a guard: block it"
    "install_guard_interrupt_blocks", lambda exc: isinstance(exc, KeyboardInterrupt)
)


def observers_exit_two_reported(hooks, event, report):  # exit 2: a hook's "blocking error"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
        except SystemExit as exc:
            if exc.code != 2:
                raise
            report(hook, exc)
            failed += 1
    return failed


_CASE_TOOL = "create_case_file"


def window_tool_name_by_identity(call):  # "is reads better than ==, and it is faster"
    t = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name is _CASE_TOOL and time(2) <= t < time(4):
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


_CURRENT_REPORT = None


def _reported_to_current(hook, event):
    try:
        hook(event)
    except Exception as exc:
        _CURRENT_REPORT(hook, exc)
        return 1
    return 0


def observers_report_in_global(hooks, event, report):  # "one module-level reporter"
    global _CURRENT_REPORT
    _CURRENT_REPORT = report
    return sum(_reported_to_current(hook, event) for hook in hooks)


def answer_turn_logs_tool_name(call_tool, content):  # "log which tool ran"
    out = []
    for block in content:
        if block["type"] == "tool_use":
            logging.getLogger("kata.turn").debug("calling %s", call_tool.__name__)
            try:
                out.append(call_tool(block))
            except Exception as exc:
                out.append(_error(block, exc))
    return {"role": "user", "content": out}


def free_tier_asks_instead(call):  # "let a person decide, as Claude Code's ask does"
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Ask("free tier: open a case file anyway?")
    return None


def window_claude_code_json(call):  # the hook output of Claude Code's command hooks
    t = call.timestamp.astimezone(timezone.utc).time()
    if call.tool_name == "create_case_file" and time(2) <= t < time(4):
        reason = "deploy in progress: open the case after 04:00 UTC"
        return {"hookSpecificOutput": {"hookEventName": "PreToolUse",
                "permissionDecision": "deny", "permissionDecisionReason": reason}}  # fmt: skip
    return None


def answer_turn_equal_results_once(call_tool, content):  # "never answer a retry twice"
    out = []
    for block in content:
        if block["type"] == "tool_use":
            try:
                result = call_tool(block)
            except Exception as exc:
                result = _error(block, exc)
            if result not in out:
                out.append(result)
    return {"role": "user", "content": out}


def answer_turn_grouped_by_id(call_tool, content):  # "a retried id's results together"
    by_id = {}
    for block in content:
        if block["type"] == "tool_use":
            try:
                result = call_tool(block)
            except Exception as exc:
                result = _error(block, exc)
            by_id.setdefault(block["id"], []).append(result)
    return {"role": "user", "content": [r for results in by_id.values() for r in results]}


_ONE_RUN = threading.Lock()


def observers_one_run_lock(hooks, event, report):  # "one run at a time", enforced
    with _ONE_RUN:
        failed = 0
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                report(hook, exc)
                failed += 1
        return failed


# --- Issue 18, session 23: an answer's own crash gets no property's hint -----------------


def free_tier_raises_permission_error(call):  # "refuse loudly", as a command hook exits 2
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        raise PermissionError("free-tier accounts cannot open case files")
    return None  # noqa: RET501 (a hook's "no decision", said as the notebook says it)


def writes_exit_two(call):  # Claude Code's command-hook protocol carried into Python
    if call.tool_name not in ("Write", "Edit"):
        return None  # noqa: RET501
    root = os.path.normpath(call.context.attributes.get("cwd") or "/")
    target = os.path.normpath(os.path.join(root, str(call.input.get("file_path"))))
    if os.path.commonpath([root, target]) != root:
        sys.exit(2)
    return None  # noqa: RET501


def answer_turn_appends_in_finally(call_tool, content):  # result unbound on an interrupt
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {exc}",
            }
        finally:
            results.append(result)
    return {"role": "user", "content": results}


def chain_late_bound_lambdas(hooks, call):  # every lambda reads the last hook
    checks = [lambda: hook(call) for hook in hooks]  # noqa: B023 (the mistake)
    for check in checks:
        decision = check()
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_deep_copies_hooks(hooks, call):  # "leave the list as it is": runs copies
    for hook in copy.deepcopy(hooks):
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def window_hours_missing_comma(call):  # ("02" "03") is the one string "0203"
    if call.tool_name == "create_case_file" and f"{call.timestamp:%H}" in ("0203"):
        return Deny("paused for the deploy window", "open the case after 04:00 UTC")
    return None


_WINDOW_PATTERN = re.compile(r"0[23]:\d\d")


def window_unanchored_pattern(call):  # finds "02:30" in "T10:02:30+00:00"
    if call.tool_name == "create_case_file" and _WINDOW_PATTERN.search(call.timestamp.isoformat()):
        return Deny("paused for the deploy window", "open the case after 04:00 UTC")
    return None


# --- Issue 18, batch AC: what slipped through, by kind ------------------------------------


def answer_turn_no_message_without_args(call_tool, content):  # "no args, no message"
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            said = str(exc) if exc.args else "(no message)"
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {said}",
                }
            )
    return {"role": "user", "content": results}


def install_retries_by_keyword(dispatcher, guard):  # "some dispatchers take tool_use= only"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        refused = guard(block)
        if refused is not None:
            return refused
        try:
            return original(block)
        except TypeError:
            return original(tool_use=block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def chain_rewrite_of_the_same_types(hooks, call):  # "a hook must not change a field's type"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            old = call.input
            if all(
                key not in old or old[key] is None or isinstance(value, type(old[key]))
                for key, value in decision.new_input.items()
            ):
                call = call.with_input(decision.new_input)
    return call


def chance_over_a_list_of_n(p, n):  # the demo passes several traffic levels at once
    if isinstance(n, (list, tuple)):
        return [chance_over_a_list_of_n(p, each) for each in n]
    if isinstance(p, str) or not 0 <= p <= 1 or p != p:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    return 1 - p**n


def observers_stop_after_a_failed_stop_hook(hooks, event, report):  # "the session is ending"
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            if isinstance(event, SessionEnd):
                break
    return failures


_FOLDER_BY_CONTEXT = {}


def writes_folder_by_context_id(call):  # one normpath per session, not per call
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = _FOLDER_BY_CONTEXT.get(id(call.context))
    if folder is None:
        cwd = call.context.attributes.get("cwd")
        if not isinstance(cwd, str) or not cwd:
            return Deny("no project folder in this session", "ask which folder to use")
        folder = _FOLDER_BY_CONTEXT[id(call.context)] = os.path.normpath(cwd)
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("a Write or Edit needs a file_path", "give the file's path")
    target = os.path.normpath(os.path.join(folder, path))
    if os.path.commonpath([folder, target]) == folder:
        return None
    return Deny(f"{target} is outside {folder}", "write inside the project folder")


def _tally(outcomes, start=0):
    if start == len(outcomes):
        return Counter()
    counts = _tally(outcomes, start + 1)
    counts[outcomes[start].tool_name] += 1
    return counts


def summary_recursive_tally(outcomes, end):  # "the tally of the rest, plus this one"
    return _summary(outcomes, end, calls_by_tool=dict(_tally(outcomes)))


# --- Issue 18, batch AF: what slipped through, by kind ------------------------------------


def answer_turn_block_on_the_function(call_tool, content):  # "the error helper reads it"
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        answer_turn_block_on_the_function.block = block
        try:
            results.append(call_tool(block))
        except Exception as exc:
            held = answer_turn_block_on_the_function.block
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": held["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {exc}",
                }
            )
    return {"role": "user", "content": results}


_RUNNING = {}


def observers_hook_in_a_global(hooks, event, report):  # "so the report can name it"
    failures = 0
    for hook in hooks:
        _RUNNING["hook"] = hook
        try:
            hook(event)
        except Exception as exc:
            report(_RUNNING["hook"], exc)
            failures += 1
    return failures


def observers_rest_after_each_failure(hooks, event, report):  # "then the rest, the same way"
    for index, hook in enumerate(hooks):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            return 1 + observers_rest_after_each_failure(hooks[index + 1 :], event, report)
    return 0


def chain_prefers_a_recorded_decision(hooks, call):  # "a test hook knows its answer already"
    for hook in hooks:
        decision = hook.decision if hasattr(hook, "decision") else hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def _within(path, folder):
    parent = os.path.dirname(path)
    return path == folder or (parent != path and _within(parent, folder))


def writes_inside_by_recursive_climb(call):  # "climb from the file up to the folder"
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("no project folder in this session", "ask which folder to use")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("a Write or Edit needs a file_path", "give the file's path")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if _within(target, folder):
        return None
    return Deny(f"{target} is outside {folder}", "write inside the project folder")


# --- Issue 18, batch AG: what slipped through, by kind ------------------------------------


_OWNER_BY_SESSION = {}


def same_user_owner_by_context_id(call):  # "look the owner up once per session"
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    owner = _OWNER_BY_SESSION.setdefault(id(call.context), call.context.user_id)
    if call.input["user_id"] == owner:
        return None
    return Deny("not your account", "ask about your own account")


_FREE_BY_SESSION = {}


def free_tier_verdict_by_context_id(call):  # "the tier never changes within a session"
    if call.tool_name != "create_case_file":
        return None
    free = _FREE_BY_SESSION.get(id(call.context))
    if free is None:
        free = _FREE_BY_SESSION[id(call.context)] = call.context.tier == "free"
    if free:
        return Deny("free-tier sessions cannot open case files", "offer the premium upgrade")
    return None


def synthetic_caps_a_runaway_reason(tool_use_id, deny):  # "a looping hook floods the model"
    reason = deny.reason
    if len(reason) > 65_536:
        reason = reason[:65_536] + " [truncated]"
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


_STRIKES = Counter()


def observers_circuit_breaker(hooks, event, report):  # "a dead metrics server slows every call"
    failures = 0
    for hook in hooks:
        if _STRIKES[id(hook)] >= 3:
            continue
        try:
            hook(event)
        except Exception as exc:
            _STRIKES[id(hook)] += 1
            failures += 1
            report(hook, exc)
    return failures


# --- Issue 18, batch AH: what slipped through, by kind ------------------------------------


def observers_stop_on_continue_false(hooks, event, report):  # Claude Code's "continue": false
    failures = 0
    for hook in hooks:
        try:
            said = hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            continue
        if isinstance(said, dict) and said.get("continue") is False:
            break
    return failures


def summary_denials_in_a_set(outcomes, end):  # "each denied call once"
    denied = {o for o in outcomes if o.status == "denied"}
    return _summary(outcomes, end, denials=len(denied))


def free_tier_warns_on_a_denial(call):  # "leave a trace for whoever reads the logs"
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        warnings.warn(f"free session {call.context.session_id} asked for a case file", stacklevel=2)
        return Deny("free-tier sessions cannot open case files", "offer the premium upgrade")
    return None


_OWNER_OF_SESSION = {}


def same_user_owner_by_session_id(call):  # issue 18 item 4, batch AB: "one owner per session"
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    owner = _OWNER_OF_SESSION.setdefault(call.context.session_id, call.context.user_id)
    if call.input["user_id"] == owner:
        return None
    return Deny("not your account", "ask about your own account")


def install_undo_by_wrapper_id(dispatcher, guard):  # "undo must not keep the wrapper alive"
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        refused = guard(block)
        return refused if refused is not None else original(block)

    dispatcher.call_tool = wrapper
    mine = id(wrapper)
    del wrapper

    def undo():
        if id(vars(dispatcher).get("call_tool")) != mine:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


# --- Issue 18, batch AI: what slipped through, by kind ------------------------------------


def answer_turn_last_traceback_line(call_tool, content):  # "the line Python prints"
    import traceback

    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            said = traceback.format_exception_only(exc)[-1].rstrip("\n")
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"the tool failed: {said}",
                }
            )
    return {"role": "user", "content": results}


def chain_refuses_a_rewrite_to_itself(hooks, call):  # "a no-op Rewrite is a hook's bug"
    for hook in hooks:
        decision = hook(call)
        if type(decision) is Deny:
            return decision
        if type(decision) is Rewrite:
            if decision.new_input is call.input:
                raise ValueError(f"{hook!r} rewrote the input to itself: return ALLOW")
            call = call.with_input(decision.new_input)
    return call


def chain_stops_at_a_rewrite_to_itself(hooks, call):  # "nothing changed: we are done"
    for hook in hooks:
        decision = hook(call)
        if type(decision) is Deny:
            return decision
        if type(decision) is Rewrite:
            if decision.new_input is call.input:
                return call
            call = call.with_input(decision.new_input)
    return call


def writes_no_write_over_a_folder(call):  # "a folder is not a file to write"
    if call.tool_name in ("Write", "Edit"):
        project = call.context.attributes.get("cwd")
        path = call.input.get("file_path")
        named = isinstance(project, str) and isinstance(path, str) and path
        if named and os.path.isdir(os.path.join(project, path)):
            return Deny(f"{path} is a folder, not a file.", "name a file in the project.")
    return writes_by_parts(call)


# --- Issue 18, batch AJ: what slipped through, by kind ------------------------------------


def free_tier_needs_evidence(call):  # "a case file without evidence is no case"
    if call.tool_name != "create_case_file":
        return None
    if call.context.tier == "free":
        return Deny("free-tier sessions cannot open case files", "offer the premium upgrade")
    if "evidence" in call.input and not call.input["evidence"]:
        return Deny("a case file needs evidence", "attach the order id, then retry")
    return None


def free_tier_depth_guard(call):  # "refuse absurdly nested inputs"
    def depth(value):
        if hasattr(value, "items"):
            return 1 + max(map(depth, value.values()), default=0)
        if isinstance(value, (list, tuple)):
            return 1 + max(map(depth, value), default=0)
        return 0

    if call.tool_name != "create_case_file":
        return None
    if call.context.tier == "free" or depth(call.input) > 8:
        return Deny("not for this session or this input", "offer the premium upgrade")
    return None


def _raised_if_an_exception(answer):
    if isinstance(answer, BaseException):
        raise answer
    return answer


def _run_if_a_coroutine(answer):
    return asyncio.run(answer) if inspect.iscoroutine(answer) else answer


install_raises_a_returned_exception = _install_reading_the_answer(  # "an error is an error"
    "install_raises_a_returned_exception", _raised_if_an_exception
)
install_runs_async_guards = _install_reading_the_answer(  # "async def guards work too"
    "install_runs_async_guards", _run_if_a_coroutine
)
install_claude_code_approve_runs = _install_letting_through(  # Claude Code's "approve"
    "install_claude_code_approve_runs",
    lambda answer: isinstance(answer, dict) and answer.get("decision") == "approve",
)


def install_holds_original_weakly(dispatcher, guard):  # "no dispatcher<->wrapper cycle"
    had_own = "call_tool" in vars(dispatcher)
    current = dispatcher.call_tool
    method = weakref.WeakMethod(current) if inspect.ismethod(current) else lambda: current

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        original = method()
        if original is None:
            raise ReferenceError("the saved call_tool is gone")
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if had_own:
            dispatcher.call_tool = method()
        else:
            del dispatcher.call_tool

    return undo


def observers_report_only_with_args(hooks, event, report):  # "nothing to say, nothing to report"
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if exc.args:
                report(hook, exc)
    return failures


def writes_checks_every_path_key(call):  # "every path in the input must stay inside"
    if call.tool_name in ("Write", "Edit"):
        for key in ("path", "notebook_path", "directory"):
            other = call.input.get(key)
            if isinstance(other, str):
                denied = writes_by_parts(call.with_input({**call.input, "file_path": other}))
                if denied is not None:
                    return denied
    return writes_by_parts(call)


def writes_folder_itself_raw_slash(call):  # the folder as given: its files pass, itself not
    if call.tool_name not in ("Write", "Edit"):
        return None
    project = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not (isinstance(project, str) and project and isinstance(path, str) and path):
        return Deny("no project folder or no file path to check.", "give an absolute file_path.")
    target = os.path.normpath(os.path.join(project, path))
    base = project if project.endswith("/") else project + "/"
    if target == project or target.startswith(base):
        return None
    return Deny(f"{path!r} is outside {project}.", "write inside the project folder.")


# --- Issue 18, batch AK: what slipped through, by kind ------------------------------------


_ONE_SPACED_PREFIXES = re.compile(r"^(?:BLOCKED: ?)+")


def synthetic_prefix_run_single_spaced(tool_use_id, deny):  # "BLOCKED: " with one space each
    reason = _ONE_SPACED_PREFIXES.sub("", deny.reason.strip())
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def chain_honours_applies_to(hooks, call):  # RegisteredHook has applies_to: ask it first
    for hook in hooks:
        applies_to = getattr(hook, "applies_to", None)
        if callable(applies_to) and not applies_to(call.tool_name):
            continue
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_ask_should_run(hooks, event, report):  # a plugin says whether it wants the event
    failed = 0
    for hook in hooks:
        should_run = getattr(hook, "should_run", None)
        if callable(should_run) and not should_run(event):
            continue
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed


def observers_disk_full_is_fatal(hooks, event, report):  # "nothing else can be written"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EROFS):
                raise
            failed += 1
            report(hook, exc)
    return failed


_AN_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def _emails_masked(value):
    return _each_leaf(
        value, lambda leaf: _AN_EMAIL.sub("***@***", leaf) if isinstance(leaf, str) else leaf
    )


def audit_line_masks_emails(outcome):  # "no personal data in the logs"
    return json.dumps(_record(outcome, input_sent=_emails_masked(thaw(outcome.sent_input)))) + "\n"


def audit_line_missing_input_as_empty(outcome):  # "an input is always an object"
    return json.dumps(_record(outcome, input_sent=thaw(outcome.sent_input) or {})) + "\n"


def writes_realpath_when_exists(call):  # "a new file cannot be a link; an existing one may be"
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not (isinstance(cwd, str) and cwd and isinstance(path, str) and path):
        return Deny("nothing to check the write against.", "give a file_path in the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if os.path.lexists(target):
        target = os.path.realpath(target)
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny("the file is outside the project folder.", "write inside the project folder.")


# --- Issue 18, batch AL: what slipped through, by kind ------------------------------------


same_user_dashes_as_underscores = _same_user_compared_by(  # "models write u-004 or u_004"
    "same_user_dashes_as_underscores", lambda u: u.replace("-", "_")
)
same_user_prefix_optional = _same_user_compared_by(  # "the u_ prefix is only decoration"
    "same_user_prefix_optional", lambda u: u.removeprefix("u_")
)


def same_user_own_id_stripped(call):  # "the session's id, tidied to be safe"
    own = call.context.user_id.strip()
    if call.tool_name in ACCOUNT and "user_id" in call.input and call.input["user_id"] != own:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_input_keys_stripped(call):  # "models pad their keys"
    if call.tool_name not in ACCOUNT:
        return None
    tidied = {str(key).strip(): value for key, value in call.input.items()}
    if "user_id" in tidied and tidied["user_id"] != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def free_tier_offer_from_attributes(call):  # "the organisation's own upgrade text"
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        offer = call.context.attributes.get("upgrade_offer", "offer the premium upgrade")
        return Deny("free-tier sessions cannot open case files", str(offer))
    return None


def _in_the_window(call):
    return time(2) <= call.timestamp.astimezone(timezone.utc).time() < time(4)


def window_note_from_attributes(call):  # "the session's own reopen note"
    if call.tool_name == "create_case_file" and _in_the_window(call):
        note = call.context.attributes.get("reopen_note", "open the case after 04:00 UTC")
        return Deny("deploy in progress", str(note))
    return None


def window_switched_off_by_attribute(call):  # "a feature flag per session"
    if not call.context.attributes.get("deploy_window", True):
        return None
    if call.tool_name == "create_case_file" and _in_the_window(call):
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


def window_router_action(call):  # "a desk tool asked to act as create_case_file"
    acts = call.tool_name == "create_case_file" or call.input.get("action") == "create_case_file"
    if acts and _in_the_window(call):
        return Deny("deploy in progress", "open the case after 04:00 UTC")
    return None


def synthetic_alternative_needs_a_letter(tool_use_id, deny):  # "an alternative says something"
    content = "BLOCKED: " + without_blocked_prefix(deny.reason)
    alternative = (deny.alternative or "").strip()
    if any(c.isalpha() for c in alternative):
        content += f" Alternative: {alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_squeezes_space_runs(tool_use_id, deny):  # "runs of spaces count as one"
    content = "BLOCKED: " + without_blocked_prefix(deny.reason)
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    content = re.sub(" {2,}", " ", content)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def answer_turn_drops_false_error_flag(call_tool, content):  # "is_error False is the default"
    def one(block):
        try:
            result = call_tool(block)
        except Exception as exc:
            return _error(block, exc)
        if isinstance(result, dict) and result.get("is_error") is False:
            return {key: value for key, value in result.items() if key != "is_error"}
        return result

    return _each_tool_use(content, one)


install_non_error_answer_lets_tool_run = _install_letting_through(  # "is_error False: fine"
    "install_non_error_answer_lets_tool_run",
    lambda answer: isinstance(answer, dict) and answer.get("is_error") is False,
)

_FIRST_DENY = {"deny": None}


def chain_deny_kept_in_module_slot(hooks, call):  # "the first Deny, kept where it can be read"
    _FIRST_DENY["deny"] = None
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            _FIRST_DENY["deny"] = decision
            break
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return _FIRST_DENY["deny"] or call


def audit_line_output_prefers_structured(outcome):  # "MCP's machine-readable form first"
    result = outcome.result
    if result is not None and "structuredContent" in result:
        return json.dumps(_record(outcome, output=thaw(result["structuredContent"]))) + "\n"
    return json.dumps(_record(outcome)) + "\n"


def audit_line_reason_from_blocked_text(outcome):  # "recover a denial from its result"
    record = _record(outcome)
    output = record["output"]
    if outcome.denial is None and outcome.status == "denied" and isinstance(output, str):
        record["denied_by"] = "unknown"
        record["deny_reason"] = output.removeprefix("BLOCKED:").strip()
    return json.dumps(record) + "\n"


def audit_line_file_text_elided(outcome):  # "a whole file is too long for one line"
    def elided(value):
        if isinstance(value, dict) and isinstance(value.get("content"), str):
            return {**value, "content": f"<{len(value['content'])} chars>"}
        return value

    sent, received = elided(thaw(outcome.sent_input)), elided(thaw(outcome.received_input))
    return json.dumps(_record(outcome, input_sent=sent, input_received=received)) + "\n"


def summary_ids_stripped(outcomes, end):  # "ids from the host may carry stray spaces"
    context = end.context
    return _summary(
        outcomes, end, session_id=context.session_id.strip(), user_id=context.user_id.strip()
    )


def summary_retried_errors_forgiven(outcomes, end):  # "a retry that worked was no failure"
    errors = sum(
        o.status == "tool_error"
        and not any(
            later.tool_name == o.tool_name and later.status == "ok" for later in outcomes[i + 1 :]
        )
        for i, o in enumerate(outcomes)
    )
    return _summary(outcomes, end, tool_errors=errors)


# --- Issue 18, batch AM: what slipped through, by kind ------------------------------------


def chance_poisson_near_one(p, n):  # "p**n loses digits near 1: rare events are Poisson"
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests, got {n!r}")
    if 1 - p < 1e-6:
        return -math.expm1(-n * (1 - p))
    return 1 - p**n


def same_user_alternative_from_attribute(call):  # "support's own wording, when set"
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    if call.input["user_id"] != call.context.user_id:
        hint = call.context.attributes.get("support_hint") or "ask about your own account"
        return Deny("not your account", hint)
    return None


def same_user_nan_waved_through(call):  # "NaN is malformed: the tool will refuse it"
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, float) and math.isnan(asked):
        return None
    if asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def same_user_refund_limit_folded_in(call):  # "and no refund over 500 EUR, while we're here"
    if call.tool_name == "issue_refund" and call.input.get("amount_eur", 0) > 500:
        return Deny("refunds over 500 EUR need a person", "ask a supervisor")
    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name in ACCOUNT and asked != call.context.user_id:
        return Deny("not your account", "ask about your own account")
    return None


def _writes_refusing(name, refuses):
    """keep_writes_in_project, by parts, that also denies a write inside when ``refuses``."""

    def hook(call):
        if call.tool_name in ("Write", "Edit") and refuses(call):
            return Deny("this write is not allowed here.", "ask the user to make it.")
        return writes_by_parts(call)

    hook.__name__ = hook.__qualname__ = name
    return hook


writes_own_settings_protected = _writes_refusing(  # "Claude must not edit its own settings"
    "writes_own_settings_protected",
    lambda call: str(call.input.get("file_path", "")).endswith(".claude/settings.json"),
)
writes_plan_mode_denies = _writes_refusing(  # "plan mode writes nothing"
    "writes_plan_mode_denies", lambda call: call.context.attributes.get("permission_mode") == "plan"
)
writes_sub_agents_write_nowhere = _writes_refusing(  # "sub-agents only read"
    "writes_sub_agents_write_nowhere", lambda call: "agent_id" in call.context.attributes
)


def audit_line_error_if_problem_noted(outcome):  # "a problem is an error, whatever the status"
    flagged = outcome.status != "ok" or bool(outcome.problem)
    return json.dumps(_record(outcome, is_error=flagged)) + "\n"


def audit_line_sub_agent_as_user(outcome):  # "a sub-agent acts as its own user"
    agent = outcome.context.attributes.get("agent_id")
    return json.dumps(_record(outcome, user_id=agent or outcome.context.user_id)) + "\n"


def audit_line_user_id_lowercased(outcome):  # "ids are case-insensitive"
    return json.dumps(_record(outcome, user_id=outcome.context.user_id.lower())) + "\n"


def free_tier_matcher_glob_as_regex(call):  # compile_matcher("create_case_file*"): a glob?
    if re.fullmatch("create_case_file*", call.tool_name) and call.context.tier == "free":
        return Deny("free-tier sessions cannot open case files", "offer the premium upgrade")
    return None


def free_tier_reason_by_re_sub(call):  # "fill the user into the reason"
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        reason = re.sub("USER", call.context.user_id, "free-tier user USER cannot open case files")
        return Deny(reason, "offer the premium upgrade")
    return None


# --- Issue 18, batch AM (session 28): the rest of its slips, by kind -----------------------


_HOMES_BY_ID = {}


def home_memo_by_set_id(reads, must_prevent):  # "combinations are memoised" by id(reads)
    key = (id(reads), must_prevent)
    if len(reads) > 1 and key in _HOMES_BY_ID:
        return _HOMES_BY_ID[key]
    home = home_by_table(reads, must_prevent)
    if len(reads) > 1:
        _HOMES_BY_ID[key] = home
    return home


_IN_FLIGHT = set()


def window_in_flight_retry_passes(call):  # "a retry of a call issued before 02:00 finishes"
    if call.tool_name != "create_case_file":
        return None
    now = call.timestamp.astimezone(timezone.utc).time()
    if time(1, 55) <= now < time(2):
        _IN_FLIGHT.add(call.tool_use_id)
    if time(2) <= now < time(4) and call.tool_use_id not in _IN_FLIGHT:
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


_TERMINAL_CODES = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def answer_turn_colour_codes_stripped(call_tool, content):  # "the model cannot see colours"
    def one(block):
        try:
            return call_tool(block)
        except Exception as exc:
            return _error(block, _TERMINAL_CODES.sub("", str(exc)))

    return _each_tool_use(content, one)


def answer_turn_prunes_empty_text(call_tool, content):  # "the API refuses an empty text block"
    def one(block):
        try:
            result = call_tool(block)
        except Exception as exc:
            return _error(block, exc)
        body = result.get("content")
        if isinstance(body, list):
            kept = [part for part in body if part.get("type") != "text" or part.get("text")]
            return {**result, "content": kept}
        return result

    return _each_tool_use(content, one)


def answer_turn_retries_error_results(call_tool, content):  # "one retry for a flaky tool"
    def one(block):
        try:
            result = call_tool(block)
            if result.get("is_error") is True and "BLOCKED" not in str(result.get("content")):
                result = call_tool(block)
            return result
        except Exception as exc:
            return _error(block, exc)

    return _each_tool_use(content, one)


def _guard_wants_next(guard):
    try:
        parameters = inspect.signature(guard).parameters.values()
    except (TypeError, ValueError):
        return False
    return (
        len([p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]) > 1
    )


def install_next_for_two_arg_guards(dispatcher, guard):  # middleware: guard(block, next)
    with_next = _guard_wants_next(guard)
    return _install_around(
        dispatcher, lambda original, block: guard(block, original) if with_next else guard(block)
    )


def install_runs_rewrites(dispatcher, guard):  # "a rewrite has to reach the tool"
    def ask(original, block):
        answer = guard(block)
        if isinstance(answer, Rewrite):
            return original({**block, "input": thaw(answer.new_input)})
        return answer

    return _install_around(dispatcher, ask, ran_by_ask=True)


def install_fast_path_run_call(dispatcher, guard):  # as toolhooks.wrapper.runner_for does
    from toolhooks import Dispatcher

    original = dispatcher.call_tool
    owner = getattr(original, "__self__", None)
    if (
        isinstance(owner, Dispatcher)
        and getattr(original, "__func__", None) is Dispatcher.call_tool
    ):

        def run(block):
            return owner.run_call(block["id"], block["name"], block.get("input", {}))
    else:
        run = original
    return _install_around(dispatcher, lambda _original, block: guard(block), run=run)


def _install_around(dispatcher, ask, ran_by_ask=False, run=None):
    """install_guard whose guard step is ``ask(original, block)`` (None runs ``run``, the
    original by default); undo() as the notebook's."""
    original = dispatcher.call_tool
    run = original if run is None else run

    def guarded(block):
        answer = ask(original, block)
        if ran_by_ask and answer is not None and not isinstance(answer, Rewrite):
            return answer
        return run(block) if answer is None else answer

    return _installed(dispatcher, guarded)


def chain_reraises_root_cause(hooks, call):  # "show the real error, not a library's wrapper"
    try:
        return chain_while_loop(hooks, call)
    except Exception as exc:
        root = exc
        while root.__cause__ is not None:
            root = root.__cause__
        raise root from None


def chain_unwraps_group_of_one(hooks, call):  # "a group of one is just that error"
    try:
        return chain_while_loop(hooks, call)
    except Exception as exc:
        members = getattr(exc, "exceptions", ())
        if len(members) == 1:
            raise members[0] from None
        raise


_SLOW_LOG = logging.getLogger("hookkata.answers.slow")


def chain_logs_slow_hooks_by_name(hooks, call):  # "log hooks slower than 100 ms"
    for hook in hooks:
        started = perf_counter()
        decision = hook(call)
        if perf_counter() - started > 0.1:
            _SLOW_LOG.info("PreToolUse hook %s was slow", hook.__name__)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_skip_reporting_to_self(hooks, event, report):  # "a sink never reports to itself"
    owner = getattr(report, "__self__", None)
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if owner is None or getattr(hook, "__self__", None) is not owner:
                report(hook, exc)
    return failures


_TALLIES = {}


def summary_tallied_by_list_id(outcomes, end):  # "only what arrived since the last call"
    kept = _TALLIES.get(id(outcomes))
    if kept is None or kept[0] is not outcomes:
        kept = (outcomes, 0, Counter(), Counter())
    _, seen, tools, statuses = kept
    for outcome in outcomes[seen:]:
        tools[outcome.tool_name] += 1
        statuses[outcome.status] += 1
    _TALLIES[id(outcomes)] = (outcomes, max(seen, len(outcomes)), tools, statuses)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": sum(tools.values()),
        "calls_by_tool": dict(tools),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }


# --- Issue 18, batch AN: what slipped through, by kind ------------------------------------


def same_user_blank_id_is_no_id(call):  # "a blank id: nobody in particular was asked for"
    asked = call.input.get("user_id") if call.tool_name in ACCOUNT else None
    if isinstance(asked, str) and asked.isspace():
        return None
    return same_user_by_key(call)


def same_user_screens_numbers_by_isfinite(call):  # "NaN or infinity is no account id"
    asked = call.input.get("user_id") if call.tool_name in ACCOUNT else None
    if isinstance(asked, (int, float)) and not isinstance(asked, bool) and not math.isfinite(asked):
        return Deny("not an account id", "use the session's own account")
    return same_user_by_key(call)


_CASE_FIELDS = {"customer_id", "summary", "evidence"}


def free_tier_case_file_by_its_input(call):  # "a renamed tool with a case file's arguments"
    if call.context.tier == "free" and set(call.input) >= _CASE_FIELDS:
        return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
    return free_tier_match(call)


def window_empty_evidence_left_to_tool(call):  # "the tool refuses a case without evidence"
    if "evidence" in call.input and not call.input["evidence"]:
        return None
    return window_by_hour(call)


def window_scheduled_case_passes(call):  # "a case scheduled for after the deploy"
    when = call.input.get("open_at")
    if isinstance(when, str) and window_by_hour(call) is not None:
        with contextlib.suppress(ValueError):
            if datetime.fromisoformat(when).astimezone(timezone.utc).hour >= 4:
                return None
    return window_by_hour(call)


def _synthetic_dropping(name, labels):
    def answer(tool_use_id, deny):
        reason = re.sub(rf"^(?:\s*(?:{labels}))+\s*", "", deny.reason)
        return synthetic_loop(tool_use_id, Deny(reason, deny.alternative))

    answer.__name__ = answer.__qualname__ = name
    return answer


synthetic_drops_refusal_labels = _synthetic_dropping(
    "synthetic_drops_refusal_labels", r"BLOCKED:|DENIED:|REFUSED:"
)
synthetic_drops_blocked_tag = _synthetic_dropping(
    "synthetic_drops_blocked_tag", r"BLOCKED:|\[BLOCKED\]"
)


def install_dry_run_guard_only_logs(dispatcher, guard):  # "a dry-run guard is only logged"
    def ask(_original, block):
        answer = guard(block)
        return None if getattr(guard, "dry_run", False) else answer

    return _install_around(dispatcher, ask)


_DEPTH = threading.local()


def install_caps_sub_call_depth(dispatcher, guard):  # "a runaway tool recursing: cap it at 4"
    def ask(_original, block):
        if getattr(_DEPTH, "n", 0) >= 4:
            return {"type": "tool_result", "tool_use_id": block.get("id"), "is_error": True}
        return guard(block)

    def run(block):
        _DEPTH.n = getattr(_DEPTH, "n", 0) + 1
        try:
            return original(block)
        finally:
            _DEPTH.n -= 1

    original = dispatcher.call_tool
    return _install_around(dispatcher, ask, run=run)


def install_uncallable_original_uses_class(dispatcher, guard):  # "switched off by hand"
    original = dispatcher.call_tool
    if not callable(original):
        original = type(dispatcher).call_tool.__get__(dispatcher, type(dispatcher))
    return _install_around(dispatcher, lambda _o, block: guard(block), run=original)


def _chain_turning(name, kinds, into_deny):
    def run_chain(hooks, call):
        try:
            return chain_while_loop(hooks, call)
        except kinds as exc:
            if into_deny:
                return Deny(f"the policy failed: {exc}", "ask a human")
            return call

    run_chain.__name__ = run_chain.__qualname__ = name
    return run_chain


chain_decision_error_is_no_opinion = _chain_turning(
    "chain_decision_error_is_no_opinion", DecisionError, into_deny=False
)
chain_json_error_is_a_denial = _chain_turning(
    "chain_json_error_is_a_denial", json.JSONDecodeError, into_deny=True
)
chain_process_error_is_a_denial = _chain_turning(
    "chain_process_error_is_a_denial", subprocess.CalledProcessError, into_deny=True
)


def chain_honours_tools_attribute(hooks, call):  # "a hook's tools list scopes it"
    return chain_while_loop(
        [h for h in hooks if getattr(h, "tools", None) is None or call.tool_name in h.tools], call
    )


_CRASHED = []


def chain_quarantines_crashed_hooks(hooks, call):  # "a hook that crashed once is skipped"
    kept = [h for h in hooks if not any(h is c for c in _CRASHED)]
    for hook in kept:
        try:
            decision = hook(call)
        except Exception:
            _CRASHED.append(hook)
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


_COSTS = []  # (hook, seconds): held, so no id is reused


def _cost_of(hook):
    return next((cost for held, cost in reversed(_COSTS) if held is hook), 0.0)


def chain_reorders_by_cost(hooks, call):  # "order by cost: cheap checks first"
    ordered = sorted(hooks, key=_cost_of)
    for hook in ordered:
        started = perf_counter()
        decision = hook(call)
        _COSTS.append((hook, perf_counter() - started))
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_true_report_means_handled(hooks, event, report):  # like __exit__'s True
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if report(hook, exc) is not True:
                failures += 1
    return failures


def summary_tool_errors_need_a_run(outcomes, end):  # "an error of the tool needs a tool that ran"
    ran = [o for o in outcomes if o.status != "tool_error" or o.received_input is not None]
    return {
        **summary_with_counter(outcomes, end),
        "tool_errors": sum(o.status == "tool_error" for o in ran),
    }


def _writes_resolved_by(name, resolve):
    def hook(call):
        if call.tool_name not in ("Write", "Edit"):
            return None
        project = call.context.attributes.get("cwd")
        path = call.input.get("file_path")
        if not (isinstance(project, str) and project and isinstance(path, str) and path):
            return Deny("no project folder or no file path to check.", "give a file_path.")
        target = resolve(os.path.join(project, path))
        folder = os.path.normpath(project).rstrip("/")
        if target is not None and (target == folder or target.startswith(folder + "/")):
            return None
        return Deny(f"{path!r} is outside {project}.", "write inside the project folder.")

    hook.__name__ = hook.__qualname__ = name
    return hook


def _refusing_above_the_root(path):
    parts = []
    for part in path.split("/"):
        if part == "..":
            if not parts:
                return None
            parts.pop()
        elif part not in ("", "."):
            parts.append(part)
    return "/" + "/".join(parts)


def _keeping_empty_parts(path):
    stack = []
    for part in path.split("/"):
        if part == ".." and stack:
            stack.pop()
        elif part not in ("..", "."):
            stack.append(part)
    return "/".join(stack)


writes_refuse_dotdot_above_root = _writes_resolved_by(
    "writes_refuse_dotdot_above_root", _refusing_above_the_root
)
writes_hand_normaliser_keeps_empty_parts = _writes_resolved_by(
    "writes_hand_normaliser_keeps_empty_parts", _keeping_empty_parts
)


# --- Issue 18, batch AO: what slipped through, by kind ------------------------------------


def same_user_reason_from_a_template(call):  # "one reason text, filled with the id"
    asked = call.input.get("user_id") if call.tool_name in ACCOUNT else None
    if isinstance(asked, str) and asked != call.context.user_id:
        reason = string.Template(f"{asked} is not $owner").substitute(owner=call.context.user_id)
        return Deny(reason, "ask about your own account")
    return same_user_by_key(call)


def _free_tier_read_as(read):
    def hook(call):
        if read(call.tool_name) == "create_case_file" and call.context.tier == "free":
            return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
        return None

    return hook


free_tier_unescapes_markdown = _free_tier_read_as(lambda name: name.replace("\\_", "_"))
free_tier_unescapes_markdown.__name__ = free_tier_unescapes_markdown.__qualname__ = (
    "free_tier_unescapes_markdown"  # "the model writes create\_case\_file in Markdown"
)
free_tier_first_letter_lowered = _free_tier_read_as(lambda name: name[:1].lower() + name[1:])
free_tier_first_letter_lowered.__name__ = free_tier_first_letter_lowered.__qualname__ = (
    "free_tier_first_letter_lowered"  # "a sentence-case name is the same tool"
)
free_tier_basename_of_the_name = _free_tier_read_as(lambda name: name.rsplit("/", 1)[-1])
free_tier_basename_of_the_name.__name__ = free_tier_basename_of_the_name.__qualname__ = (
    "free_tier_basename_of_the_name"  # "desk/create_case_file is create_case_file"
)


def answer_turn_answers_base_groups(call_tool, content):  # "a TaskGroup raises groups"
    answers = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except (Exception, _ANY_GROUP) as exc:
            answers.append(_error(block, exc))
    return {"role": "user", "content": answers}


def answer_turn_says_the_stderr(call_tool, content):  # "what the command printed says more"
    def said(exc):
        told = getattr(exc, "stderr", None)
        return told if isinstance(told, str) and told.strip() else str(exc)

    answers = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append({**_error(block, exc), "content": f"failed: {said(exc)}"})
    return {"role": "user", "content": answers}


def install_block_in_a_slot(dispatcher, guard):  # "the block in flight, for debugging"
    original, slot = dispatcher.call_tool, {}

    def guarded(block):
        slot["block"] = block
        refused = guard(slot["block"])
        return original(slot["block"]) if refused is None else refused

    return _installed(dispatcher, guarded)


def install_raises_the_root_cause(dispatcher, guard):  # "the underlying error is the useful one"
    original = dispatcher.call_tool

    def guarded(block):
        failure = None
        try:
            refused = guard(block)
        except Exception as exc:
            failure = exc
        if failure is not None:
            while failure.__cause__ is not None:
                failure = failure.__cause__
            raise failure
        return original(block) if refused is None else refused

    return _installed(dispatcher, guarded)


def install_undo_takes_none_for_mine(dispatcher, guard):  # "nothing there: nobody replaced it"
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", guarded) is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        if had_own:
            dispatcher.call_tool = own
        else:
            vars(dispatcher).pop("call_tool", None)

    return undo


def _chain_taking(kinds, as_deny):
    def chain(hooks, call):
        for hook in hooks:
            try:
                decision = hook(call)
            except kinds as exc:
                if as_deny:
                    return Deny(f"the check failed: {exc}", "try again later")
                continue
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
        return call

    return chain


def chain_cancelled_is_no_opinion(hooks, call):  # "a cancelled check has nothing to say"
    return _chain_taking(asyncio.CancelledError, False)(hooks, call)


def chain_database_error_is_a_denial(hooks, call):  # "the rules table is locked: deny"
    return _chain_taking(sqlite3.Error, True)(hooks, call)


def chain_bad_amount_is_a_denial(hooks, call):  # "an amount that is no number: deny"
    return _chain_taking(decimal.InvalidOperation, True)(hooks, call)


def chain_bad_pattern_is_no_opinion(hooks, call):  # "a rule with a broken regex: skip it"
    return _chain_taking(re.error, False)(hooks, call)


def chain_unreachable_policy_is_no_opinion(hooks, call):  # "the policy server is down"
    return _chain_taking(urllib.error.URLError, False)(hooks, call)


def _observers_looping(
    hooks, event, report, skip=lambda hook: False, caught=Exception, after=lambda value: None
):
    """The loop of a run_observers, with one thing changed: hooks skipped, what is caught,
    or what is done with a returned value."""
    failures = 0
    for hook in hooks:
        if skip(hook):
            continue
        try:
            returned = hook(event)
        except caught as exc:
            failures += 1
            report(hook, exc)
        else:
            after(returned)
    return failures


def observers_one_run_per_method(hooks, event, report):  # "one class attached twice"
    functions = []

    def seen_before(hook):
        function = getattr(hook, "__func__", None)
        if function is not None and any(function is seen for seen in functions):
            return True
        functions.append(function)
        return False

    return _observers_looping(hooks, event, report, skip=seen_before)


def observers_skip_switched_off_owners(hooks, event, report):  # "a sink turned off"
    def off(hook):
        return getattr(getattr(hook, "__self__", None), "enabled", True) is False

    return _observers_looping(hooks, event, report, skip=off)


def observers_close_what_they_return(hooks, event, report):  # "no coroutine left unclosed"
    def close(returned):
        closing = getattr(returned, "close", None)
        if callable(closing):
            closing()

    return _observers_looping(hooks, event, report, after=close)


def observers_count_cancellation(hooks, event, report):  # "a cancelled hook failed too"
    caught = (Exception, asyncio.CancelledError)
    return _observers_looping(hooks, event, report, caught=caught)


def audit_line_json_outputs_respelled(outcome):  # "one spelling of JSON, for clean diffs"
    record = _record(outcome)
    if isinstance(record["output"], str):
        with contextlib.suppress(ValueError):
            record["output"] = json.dumps(json.loads(record["output"]))
    return json.dumps(record, default=list) + "\n"


def audit_line_output_of_tool_results_only(outcome):  # "only a tool_result has content"
    result = outcome.result
    typed = result is not None and result.get("type") == "tool_result"
    return json.dumps(_record(outcome, output=result["content"] if typed else None)) + "\n"


def summary_nudges_an_empty_session(outcomes, end):  # "a session lasts a moment at least"
    ended = end.ended_at
    if ended == end.started_at:
        ended += timedelta(microseconds=1)
    return _summary(outcomes, end, ended_at=ended.isoformat())


def summary_rate_per_second(outcomes, end):  # "calls per second, for the dashboard"
    seconds = (end.ended_at - end.started_at).total_seconds()
    return _summary(outcomes, end, rate=len(outcomes) / seconds)


def writes_folder_without_trailing_dots(call):  # "/work/project/. and /work/project/ alike"
    return _writes_checked(
        call,
        lambda project, path: _inside_parts(project.rstrip("/.") or "/", path),
    )


def _inside_parts(project, path):
    base = PurePosixPath(os.path.normpath(project)).parts
    target = PurePosixPath(os.path.normpath(os.path.join(project, path))).parts
    return target[: len(base)] == base


# --- Issue 18, batch AP: what slipped through, by kind ------------------------------------


free_tier_unescapes_html = _free_tier_read_as(html.unescape)
free_tier_unescapes_html.__name__ = free_tier_unescapes_html.__qualname__ = (
    "free_tier_unescapes_html"  # "the name came through a web console"
)


def free_tier_premium_tools_attribute(call):  # "the session lists what needs premium"
    listed = str(call.context.attributes.get("premium_tools", ""))
    premium = {"create_case_file", *(name.strip() for name in listed.split(",") if name.strip())}
    if call.tool_name in premium and call.context.tier == "free":
        return Deny("that tool needs the premium plan", "offer the upgrade or the FAQ")
    return None


def deploy_window_paused_tools_attribute(call):  # "the session says which tools pause"
    listed = str(call.context.attributes.get("paused_tools", ""))
    paused = {"create_case_file", *(name.strip() for name in listed.split(",") if name.strip())}
    if call.tool_name in paused and time(2) <= call.timestamp.time() < time(4):
        return Deny("paused during the deploy window", "try again after 04:00 UTC")
    return None


def synthetic_blank_alternative_made_up(tool_use_id, deny):  # "never leave the model stuck"
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    alternative = deny.alternative
    if alternative and not alternative.strip():
        alternative = "ask a human for help"
    return _synthetic(tool_use_id, reason, alternative)


def synthetic_markdown_prefix_stripped(tool_use_id, deny):  # "models bold their labels"
    reason = re.sub(r"^(\s*[*_]*BLOCKED:[*_]*\s*)+", "", deny.reason)
    return _synthetic(tool_use_id, reason, deny.alternative)


def synthetic_masks_email_addresses(tool_use_id, deny):  # "no personal data to the model"
    reason = re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason)
    reason = re.sub(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", "[email]", reason)
    return _synthetic(tool_use_id, reason, deny.alternative)


def _answer_turn_with(said):
    def answer_turn(call_tool, content):
        answers = []
        for block in content:
            if block["type"] != "tool_use":
                continue
            try:
                answers.append(call_tool(block))
            except Exception as exc:
                answers.append({**_error(block, exc), "content": f"failed: {said(exc)}"})
        return {"role": "user", "content": answers}

    return answer_turn


answer_turn_first_line_of_the_format = _answer_turn_with(
    lambda exc: traceback.format_exception_only(type(exc), exc)[0].strip()
)
answer_turn_first_line_of_the_format.__name__ = "answer_turn_first_line_of_the_format"
answer_turn_first_line_of_the_format.__qualname__ = "answer_turn_first_line_of_the_format"
answer_turn_says_the_reason = _answer_turn_with(  # "a urllib habit: .reason is the cause"
    lambda exc: exc.reason if isinstance(getattr(exc, "reason", None), str) else exc
)
answer_turn_says_the_reason.__name__ = answer_turn_says_the_reason.__qualname__ = (
    "answer_turn_says_the_reason"
)


def answer_turn_id_from_the_error(call_tool, content):  # "the error knows its call"
    answers = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            told = getattr(exc, "tool_use_id", None) or block["id"]
            answers.append({**_error(block, exc), "tool_use_id": told})
    return {"role": "user", "content": answers}


def answer_turn_appends_what_was_printed(call_tool, content):  # "the model sees the logs"
    answers, printed = [], []
    for block in content:
        if block["type"] != "tool_use":
            continue
        buffer = io.StringIO()
        try:
            with contextlib.redirect_stdout(buffer):
                answers.append(call_tool(block))
        except Exception as exc:
            answers.append(_error(block, exc))
        if buffer.getvalue():
            printed.append({"type": "text", "text": buffer.getvalue()})
    return {"role": "user", "content": answers + printed}


def _install_asking(ask):
    """An install_guard whose wrapper asks ``ask(guard, block)`` instead of the guard."""

    def install_guard(dispatcher, guard):
        original = dispatcher.call_tool

        def guarded(block):
            refused = ask(guard, block)
            return original(block) if refused is None else refused

        return _installed(dispatcher, guarded)

    return install_guard


def _asked_with_a_clean_exit(guard, block):  # "exit 0 is allow, as in Claude Code"
    try:
        return guard(block)
    except SystemExit as stop:
        if stop.code not in (0, None):
            raise
        return None


def _asked_keeping_the_error(guard, block):  # "re-raise it after the bookkeeping"
    error = refused = None
    try:
        refused = guard(block)
    except Exception as exc:
        error = exc
    if error:
        raise error
    return refused


def _asked_unwrapped(guard, block):  # "look through lru_cache and other decorators"
    return inspect.unwrap(guard)(block)


def _asked_warnings_as_errors(guard, block):  # "a guard that warns is unsure: fail closed"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        return guard(block)


install_clean_exit_allows = _install_asking(_asked_with_a_clean_exit)
install_error_kept_by_truth = _install_asking(_asked_keeping_the_error)
install_guard_unwrapped = _install_asking(_asked_unwrapped)
install_guard_warnings_as_errors = _install_asking(_asked_warnings_as_errors)
for _answer, _name in (
    (install_clean_exit_allows, "install_clean_exit_allows"),
    (install_error_kept_by_truth, "install_error_kept_by_truth"),
    (install_guard_unwrapped, "install_guard_unwrapped"),
    (install_guard_warnings_as_errors, "install_guard_warnings_as_errors"),
):
    _answer.__name__ = _answer.__qualname__ = _name


def chain_always_run_after_a_deny(hooks, call):  # "audit hooks see every call"
    denied = None
    for hook in hooks:
        if denied is not None:
            if getattr(hook, "always_run", False):
                hook(call)
            continue
        decision = hook(call)
        if isinstance(decision, Deny):
            denied = decision
        elif isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call if denied is None else denied


def chain_blank_alternative_cleared(hooks, call):  # "a blank alternative says nothing"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            if decision.alternative is not None and not decision.alternative.strip():
                object.__setattr__(decision, "alternative", None)
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


_CHAIN_PLANS: dict[int, tuple[list, tuple]] = {}


def chain_plan_per_list(hooks, call):  # "compile the chain once per list"
    plan = _CHAIN_PLANS.get(id(hooks))
    if plan is None or plan[0] is not hooks:
        plan = _CHAIN_PLANS[id(hooks)] = (hooks, tuple(hooks))
    for hook in plan[1]:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_exit_message_denies(hooks, call):  # "sys.exit('why') is the hook saying no"
    for hook in hooks:
        try:
            decision = hook(call)
        except SystemExit as stop:
            if isinstance(stop.code, str):
                return Deny(stop.code)
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_read_only_rewrites_ignored(hooks, call):  # "observers may not edit the input"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and not getattr(hook, "read_only", False):
            call = call.with_input(decision.new_input)
    return call


def _deep_merged(old, new):
    merged = dict(old)
    for key, value in new.items():
        both = isinstance(value, dict) and isinstance(merged.get(key), dict)
        merged[key] = _deep_merged(merged[key], value) if both else value
    return merged


def chain_rewrites_deep_merged(hooks, call):  # "only some nested values changed"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new = dict(decision.new_input)
            if new.keys() == call.input.keys():
                new = _deep_merged(thaw(call.input), thaw(new))
            call = call.with_input(new)
    return call


def observers_not_implemented_fails(hooks, event, report):  # "the __eq__ habit"
    failures = 0
    for hook in hooks:
        try:
            if hook(event) is NotImplemented:
                raise NotImplementedError("the hook does not handle this event")
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures


def observers_report_the_context(hooks, event, report):  # "the first error is the real one"
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            first = None if exc.__suppress_context__ else exc.__context__
            report(hook, exc if first is None else first)
    return failures


def _folded_keys(value):
    if isinstance(value, dict):
        return {str(key).lower(): _folded_keys(item) for key, item in value.items()}
    return value


def audit_line_keys_lowercased(outcome):  # "dashboards query one spelling"
    record = _record(
        outcome,
        input_sent=_folded_keys(thaw(outcome.sent_input)),
        input_received=_folded_keys(thaw(outcome.received_input)),
    )
    return json.dumps(record, default=str) + "\n"


def audit_line_received_if_equal_is_sent(outcome):  # "not rewritten: write it once"
    received = thaw(outcome.received_input)
    if received == thaw(outcome.sent_input):
        received = thaw(outcome.sent_input)
    return json.dumps(_record(outcome, input_received=received), default=str) + "\n"


def audit_line_session_from_transcript(outcome):  # "Claude Code names it <session>.jsonl"
    transcript = outcome.context.attributes.get("transcript_path")
    session = PurePosixPath(transcript).stem if transcript else outcome.context.session_id
    return json.dumps(_record(outcome, session_id=session), default=str) + "\n"


def summary_iso_calendar_year(outcomes, end):  # "the ISO calendar's date"
    def written(moment):
        return moment.replace(year=moment.isocalendar()[0]).isoformat()

    return _summary(
        outcomes, end, started_at=written(end.started_at), ended_at=written(end.ended_at)
    )


def summary_user_from_the_environment(outcomes, end):  # "the adapter's trusted user"
    user = os.environ.get("TOOLHOOKS_USER_ID", "").strip() or end.context.user_id
    return _summary(outcomes, end, user_id=user)


def summary_session_from_transcript(outcomes, end):  # "Claude Code names it <session>.jsonl"
    transcript = end.context.attributes.get("transcript_path")
    session = PurePosixPath(transcript).stem if transcript else end.context.session_id
    return _summary(outcomes, end, session_id=session)


def writes_accept_edits_allows(call):  # "the user accepts edits without asking"
    if call.context.attributes.get("permission_mode") == "acceptEdits":
        return None
    return writes_commonpath(call)


def writes_reason_percent_formatted(call):  # "'%s' formats anything"
    reason = "refusing to write %s: not inside the project folder" % call.input.get("file_path")  # noqa: UP031
    decision = writes_commonpath(call)
    return None if decision is None else Deny(reason, "write it under the project folder")


# --- Issue 18, batch AQ: what slipped through, by kind ------------------------------------


def same_user_dry_run_passes(call):  # "a dry run reads nothing"
    if call.input.get("dry_run") is True:
        return None
    return same_user_by_key(call)


def same_user_kill_switch_attribute(call):  # "ops switch the rule off per session"
    if call.context.attributes.get("enforce_same_user", True) is False:
        return None
    return same_user_by_key(call)


def same_user_model_ids_only(call):  # "the server's own calls are trusted"
    if not call.tool_use_id.startswith("toolu_"):
        return None
    return same_user_by_key(call)


def same_user_versioned_tools(call):  # "lookup_user_v2 is lookup_user"
    base = re.sub(r"_v\d+$", "", call.tool_name)
    if base not in ACCOUNT or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    return Deny("not your account", "ask about your own account")


def synthetic_prefix_loop_bounded(tool_use_id, deny):  # "a prefix takes 9 characters"
    reason = deny.reason.strip()
    for _ in range(len(reason) // 9):
        if not reason.startswith("BLOCKED:"):
            break
        reason = reason[len("BLOCKED:") :].strip()
    return _synthetic(tool_use_id, reason, deny.alternative)


def answer_turn_refuses_a_falsy_tool(call_tool, content):  # "no call_tool given"
    if not call_tool:
        raise TypeError("answer_turn needs a call_tool")
    return answer_turn_comprehension(call_tool, content)


def answer_turn_futures_cancel_propagates(call_tool, content):  # "cancellation reaches the caller"
    answers = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except concurrent.futures.CancelledError:
            raise
        except Exception as exc:
            answers.append(_error(block, exc))
    return {"role": "user", "content": answers}


_TURNS_ANSWERED: dict[int, tuple[list, dict]] = {}


def answer_turn_memo_by_list(call_tool, content):  # "a retried turn never runs tools twice"
    seen = _TURNS_ANSWERED.get(id(content))
    if seen is not None and seen[0] is content:
        return seen[1]
    message = answer_turn_comprehension(call_tool, content)
    _TURNS_ANSWERED[id(content)] = (content, message)
    return message


def chain_one_parameter_hooks_only(hooks, call):  # "a hook takes the call, nothing else"
    for hook in hooks:
        if len(inspect.signature(hook).parameters) != 1:
            raise TypeError("a PreToolUse hook takes one parameter, the call")
    return chain_while_loop(hooks, call)


_DENIED_BEFORE: list = []


def chain_past_deniers_first(hooks, call):  # "decisive checks first"
    ordered = sorted(hooks, key=lambda hook: not any(hook is d for d in _DENIED_BEFORE))
    for hook in ordered:
        decision = hook(call)
        if isinstance(decision, Deny):
            if not any(hook is d for d in _DENIED_BEFORE):
                _DENIED_BEFORE.append(hook)
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_nothing_if_all_falsy(hooks, event, report):  # "only empty slots registered"
    if not any(hooks):
        return 0
    return _observers_looping(hooks, event, report)


def _observers_skipping(*kinds):
    def run_observers(hooks, event, report):
        failures = 0
        for hook in hooks:
            try:
                hook(event)
            except kinds:
                continue
            except Exception as exc:
                failures += 1
                report(hook, exc)
        return failures

    return run_observers


observers_frozen_writes_pass = _observers_skipping(dataclasses.FrozenInstanceError)
observers_frozen_writes_pass.__name__ = "observers_frozen_writes_pass"
observers_frozen_writes_pass.__qualname__ = "observers_frozen_writes_pass"
observers_json_errors_pass = _observers_skipping(json.JSONDecodeError)
observers_json_errors_pass.__name__ = observers_json_errors_pass.__qualname__ = (
    "observers_json_errors_pass"
)


def observers_package_errors_propagate(hooks, event, report):  # "setup errors surface"
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except ToolhooksError:
            raise
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures


_OBSERVER_DEPTH = [0]


def observers_depth_capped(hooks, event, report):  # "observers triggering observers: a storm"
    if _OBSERVER_DEPTH[0] >= 3:
        return 0
    _OBSERVER_DEPTH[0] += 1
    try:
        return _observers_looping(hooks, event, report)
    finally:
        _OBSERVER_DEPTH[0] -= 1


def observers_report_if_given(hooks, event, report):  # "a reporter is optional"
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if report:
                report(hook, exc)
    return failures


def audit_line_epoch_as_unset(outcome):  # "a zero stamp is a clock never set"
    unset = outcome.timestamp == datetime(1970, 1, 1, tzinfo=timezone.utc)
    stamp = None if unset else outcome.timestamp.isoformat()
    return json.dumps(_record(outcome, timestamp=stamp), default=str) + "\n"


def audit_line_name_cut_to_64(outcome):  # "the API's limit for a tool name"
    return json.dumps(_record(outcome, tool_name=outcome.tool_name[:64]), default=str) + "\n"


def writes_path_cut_at_path_max(call):  # "Linux refuses longer paths anyway"
    path = call.input.get("file_path")
    if isinstance(path, str):
        call = call.with_input({**call.input, "file_path": path[:4096]})
    return writes_commonpath(call)


def writes_keys_case_folded(call):  # "models vary the key's case"
    folded = {str(key).lower(): value for key, value in call.input.items()}
    return writes_commonpath(call.with_input(folded))


ALTERNATIVES: dict[str, list[Answer]] = {
    "violation-chance": [chance_by_complement, chance_by_expm1, chance_finite_p_first],
    "rule-home": [home_by_table],
    "same-user": [same_user_by_key],
    "free-tier": [free_tier_match, free_tier_fresh_allow],
    "deploy-window": [
        window_by_hour,
        window_unpadded_clock_text,
        window_sorted_bounds,
        window_hours_of_a_set,
    ],
    "synthetic-denial": [synthetic_loop, synthetic_keeps_whitespace],
    "answer-turn": [answer_turn_comprehension, answer_turn_copies_each_result],
    "save-before-replace": [install_last_in_first_out, install_wraps_guard_errors],
    "pre-chain": [chain_while_loop, chain_notes_the_hook, chain_logs_with_logger_exception],
    "observers": [observers_counting_successes],
    "audit-line": [audit_line_sorted_keys, audit_line_fraction_always],
    "session-summary": [
        summary_with_counter,
        summary_offsets_without_colon,
        summary_minutes_when_whole,
    ],
    "keep-writes-in-project": [writes_by_parts],
}

WRONG: dict[str, list[Wrong]] = {
    "violation-chance": [
        # Issue 18, batch AM: the Poisson limit taken for 1 - p**n near p = 1.
        *_wrong("formula", "the Poisson limit", chance_poisson_near_one),
        # Issue 18, batch AE: n (or p) a list, answered one value at a time.
        *_wrong("rejects", "raise ValueError", chance_over_a_list_of_n),
        *_wrong("formula", "only its first term", chance_first_order_when_small),
        *_wrong("formula", "not its sign", chance_sign_checked),
        *_wrong("formula", "do not cut a large n short", chance_capped_for_traffic),
        *_wrong("formula", "in one step", chance_by_squaring),
        *_wrong("formula", "complement", chance_all_comply, chance_expected_count),
        *_wrong("rejects", "raise ValueError", chance_unvalidated),
        *_wrong("rejects", "NaN", chance_forgets_nan),
        *_wrong("rejects", "compare p itself", chance_bounds_via_float),
        *_wrong("formula", "p = 0 and p = 1 are probabilities", chance_open_interval),
        *_wrong("formula", "n = 0", chance_no_requests_raises),
        *_wrong("rejects", "do not round it", chance_truncates_n),
        *_wrong(
            "rejects",
            "has __index__ and __int__",
            chance_operator_index_n,
            chance_int_of_indexable_n,
            chance_integral_n,
        ),
        *_wrong("formula", "percentage", chance_as_percent),
        *_wrong("formula", "round only when you print", chance_rounded),
        # Issue 18, batch W: a tiny chance snapped to 0 as noise.
        *_wrong("formula", "round only when you print", chance_noise_floor),
        *_wrong("rejects", "n = inf is not a whole number", chance_infinite_requests),
        *_wrong("rejects", "even when whole", chance_whole_float_n),
        *_wrong("rejects", "True is not a count", chance_bool_n),
        *_wrong("rejects", "even when whole", chance_whole_decimal_n),
        *_wrong("rejects", "A string is not a number", chance_coerces_strings),
        *_wrong("rejects", "A string is not a number", chance_exact_decimal_bounds),
        *_wrong("formula", "however large", chance_caps_requests),
        *_wrong("formula", "go through floats", chance_via_pow),
        *_wrong("rejects", "An int p is checked too", chance_range_for_floats_only),
        *_wrong("rejects", "however little", chance_tolerant_bounds),
        *_wrong("rejects", "returned before n", chance_certain_first),
        *_wrong("rejects", "n = 0 returned before p", chance_no_traffic_first),
        *_wrong("rejects", "returned before its type was checked", chance_nothing_sent_first),
        *_wrong("rejects", "look swapped", chance_forgives_order),
        *_wrong("formula", "a value your own code names", chance_worked_example),
        *_wrong("rejects", "a value your own code names", chance_hundred_percent),
        *_wrong(
            "in-a-row",
            "a memo keyed by something both share",
            chance_memo_by_hash,
            chance_memo_by_figure,
        ),
        *_wrong("in-a-row", "Drop any call counter or budget", chance_stuck_loop_guard),
        *_wrong("formula", "more than 4,300 digits", chance_noted_for_audit),
    ],
    "rule-home": [
        # Issue 18, batch AM: a memo keyed on id(reads), whose freed id the next set takes.
        *_wrong("refuses-outcome", "no memo keyed on id(reads)", home_memo_by_set_id),
        # Issue 18, batch T: state a raise leaves behind.
        *_wrong("refuses-outcome", "keep no state between calls", home_scratch_set_left_full),
        *_wrong("places", "can live in the tool", home_everything_pre, home_arguments_in_tool),
        *_wrong("refuses-outcome", "outcome exists only after", home_outcome_goes_post),
        *_wrong("places", "Ask two questions", home_by_rule_name),
        *_wrong("places", "session are trusted context", home_session_is_untrusted),
        *_wrong("places", "only records belongs after the call", home_record_before),
        *_wrong(
            "places", "records the outcome is what PostToolUse is for", home_outcome_always_raises
        ),
        *_wrong("refuses-outcome", "Raise ValueError", home_type_error),
        *_wrong("places", "Leave reads as it arrived", home_discards_arguments),
        *_wrong("refuses-outcome", "after the ValueError too", home_outcome_taken_out),
        *_wrong(
            "places", "strings 'tool', 'PreToolUse' or 'PostToolUse' itself", home_equals_anything
        ),
    ],
    "same-user": [
        # Issue 18, batch AQ: a dry run claimed; a kill switch among the attributes; only
        # toolu_ ids judged; versioned names taken for the account tools.
        *_wrong("other-denied", "Other fields of the input", same_user_dry_run_passes),
        *_wrong("other-denied", "No attribute exempts a call", same_user_kill_switch_attribute),
        *_wrong("other-denied", "whatever its tool_use_id", same_user_model_ids_only),
        *_wrong("others-allowed", "tool name first", same_user_versioned_tools),
        # Issue 18, batch AO: the reason filled by a string.Template ('$' in an id).
        *_wrong("other-denied", "formatting it again", same_user_reason_from_a_template),
        # Issue 18, batch AN: a blank id taken for no id; numbers screened by math.isfinite.
        *_wrong("other-denied", None, same_user_screens_numbers_by_isfinite),
        *_wrong(
            "other-denied", "not exactly (==) call.context.user_id", same_user_blank_id_is_no_id
        ),
        # Issue 18, batch AB (item 4): the owner cached per session_id got a containment hint.
        Wrong(
            same_user_owner_by_session_id,
            "other-denied",
            "a cache or memo keyed without",
            ("own-allowed",),
        ),
        # Issue 18, batch AG: the owner memoised by id(call.context).
        *_wrong("own-allowed", "id(call.context)", same_user_owner_by_context_id),
        # Issue 18, batch Z: ids cut to a length before comparing.
        *_wrong("other-denied", "cut neither to a length", same_user_ids_capped),
        # Issue 18, batch Y: the first line of the id; format characters dropped.
        *_wrong("other-denied", "not its first line", same_user_first_line_only),
        # Issue 18, batch AL: ids respelled or stripped, keys stripped.
        *_wrong("other-denied", "spelled with other separators", same_user_dashes_as_underscores),
        *_wrong("other-denied", "a shorter id", same_user_prefix_optional),
        *_wrong("other-denied", "stripping neither side", same_user_own_id_stripped),
        *_wrong("others-allowed", "without changing the keys' case", same_user_input_keys_stripped),
        *_wrong("other-denied", "removing no character", same_user_format_characters_dropped),
        # Issue 18, batch X: lossy renderings and patterns taken for the session's id.
        *_wrong("other-denied", "differ only in non-ASCII letters", same_user_latin1_replaced),
        *_wrong(
            "other-denied",
            "a lossy rendering makes equal",
            same_user_backslash_escaped,
            same_user_look_alikes_folded,
        ),
        *_wrong("other-denied", "not that id", same_user_asked_as_pattern),
        *_wrong("other-denied", "Other fields of the input", same_user_arguments_envelope),
        # Issue 18, batch AM: the alternative from an attribute, NaN let through, a refund limit.
        *_wrong("other-denied", "non-blank alternative", same_user_alternative_from_attribute),
        *_wrong("other-denied", "skip no value as malformed", same_user_nan_waved_through),
        *_wrong("own-allowed", "Other fields of the input", same_user_refund_limit_folded_in),
        *_wrong("others-allowed", "compare tool names exactly", same_user_regex_dollar),
        *_wrong("others-allowed", "compare tool names exactly", same_user_ascii_folded_name),
        Wrong(
            same_user_memo_without_session,
            "other-denied",
            "a cache or memo keyed without",
            ("own-allowed",),
        ),
        *_wrong("other-denied", "not re.sub", same_user_templated_reason),
        *_wrong("others-allowed", "from call.input only", same_user_input_or_attributes),
        # Issue 18, batch V: input text encoded to UTF-8 (a lone surrogate raises).
        *_wrong("other-denied", "lone surrogates", same_user_fingerprints_input),
        *_wrong("other-denied", "without html.unescape", same_user_entities_decoded),
        *_wrong("other-denied", "not with %", same_user_names_asked_id),
        *_wrong("other-denied", "not with %", same_user_joins_a_tuple),
        *_wrong(
            "other-denied",
            "a value your own code names",
            same_user_shared_accounts,
            same_user_service_account,
        ),
        *_wrong("other-denied", "No attribute exempts a call", same_user_support_sees_all),
        *_wrong("other-denied", "there are no aliases", same_user_me_is_own),
        *_wrong("other-denied", "drop no prefix", same_user_namespace_free),
        *_wrong("other-denied", "the session's id in quotes", same_user_unquoted),
        *_wrong(
            "own-allowed",
            "Other fields of the input",
            same_user_every_user_id_key,
            same_user_nested_ids,
        ),
        *_wrong("other-denied", "claims changed your answer", same_user_trusts_claims),
        *_wrong("other-denied", "not exactly (==) call.context.user_id", same_user_hard_coded),
        *_wrong(
            "other-denied",
            "non-blank alternative",
            same_user_bare_denial,
            same_user_blank_alternative,
        ),
        *_wrong("others-allowed", "tool name first", same_user_every_tool, same_user_key_error),
        *_wrong("other-denied", "A user_id None", same_user_explicit),
        *_wrong("other-denied", "get_orders and issue_refund", same_user_lookup_only),
        *_wrong("other-denied", "another case", same_user_ignores_case),
        *_wrong("other-denied", "the number 4 for '4'", same_user_compares_text),
        *_wrong("other-denied", "a longer id", same_user_prefix),
        *_wrong("own-allowed", "False is not a decision", same_user_returns_false),
        *_wrong("others-allowed", "asks for nobody's account", same_user_get_differs),
        *_wrong("other-denied", "not that id", same_user_any_of_ids),
        *_wrong("own-allowed", "Other fields of the input", same_user_every_id_field),
        *_wrong("other-denied", "another server fact", same_user_acting_as),
        *_wrong("own-allowed", "a rendering of them", same_user_by_repr),
        *_wrong("others-allowed", "compare tool names exactly", same_user_tidy_tool_name),
        *_wrong("others-allowed", "splitting off a version", same_user_mcp_namespace),
        *_wrong("other-denied", "formatting it again", same_user_reason_templated_twice),
        *_wrong("other-denied", "differ only in non-ASCII letters", same_user_ascii_ids),
        *_wrong("other-denied", "normalisation of the same letters", same_user_accent_blind),
        *_wrong("other-denied", "another server fact", same_user_delegates),
        *_wrong("others-allowed", "without changing the keys' case", same_user_any_key_case),
        *_wrong(
            "other-denied",
            "as a path or a URL",
            same_user_trailing_slash,
            same_user_url_fragment,
        ),
    ],
    "free-tier": [
        # Issue 18, batch AP: an HTML reference read back; a session's list of premium tools.
        *_wrong(
            "others-allowed", "is another tool, not create_case_file", free_tier_unescapes_html
        ),
        *_wrong("others-allowed", "adds no tool to it", free_tier_premium_tools_attribute),
        # Issue 18, batch AO: names read back (Markdown escapes, sentence case, a basename).
        *_wrong(
            "others-allowed",
            "is another tool, not create_case_file",
            free_tier_unescapes_markdown,
            free_tier_first_letter_lowered,
            free_tier_basename_of_the_name,
        ),
        # Issue 18, batch AN: another tool taken for a case file by its input.
        *_wrong(
            "others-allowed", "is still another tool, allowed", free_tier_case_file_by_its_input
        ),
        # Issue 18, batch AJ: a rule of its own on an empty or deep input, premium too.
        *_wrong(
            "premium-allowed",
            "add no rule of your own",
            free_tier_needs_evidence,
            free_tier_depth_guard,
        ),
        # Issue 18, batch AH: a warning before the Deny, raised under python -W error.
        *_wrong("free-denied", "however the process treats warnings", free_tier_warns_on_a_denial),
        # Issue 18, batch AG: the verdict memoised by id(call.context).
        *_wrong("premium-allowed", "id(call.context)", free_tier_verdict_by_context_id),
        # Issue 18, session 23: its own exception gets no hint of a property.
        *_wrong("free-denied", None, free_tier_raises_permission_error),
        # Issue 18, batch Z: an Ask, or a command hook's JSON, for a Deny.
        *_wrong("free-denied", "stands for a decision", free_tier_asks_instead),
        # Issue 18, batch Y: the input serialised strictly (NaN and infinity raise).
        *_wrong("free-denied", "NaN or infinity", free_tier_logs_strict_json),
        # Issue 18, batch X: a %-escaped name decoded.
        *_wrong(
            "others-allowed", "is another tool, not create_case_file", free_tier_url_decoded_name
        ),
        # Issue 18, batch AM: a glob read as a regex; the reason filled with re.sub.
        *_wrong("others-allowed", "not a part of the name", free_tier_matcher_glob_as_regex),
        *_wrong("free-denied", "do not format the result again", free_tier_reason_by_re_sub),
        *_wrong("premium-allowed", "add no rule of your own", free_tier_size_guard),
        *_wrong(
            "others-allowed", "is another tool, not create_case_file", free_tier_ascii_folded_name
        ),
        *_wrong("free-denied", "from the environment", free_tier_kill_switch),
        *_wrong("others-allowed", "is still another tool, allowed", free_tier_router_action),
        *_wrong("free-denied", "do not format the result again", free_tier_reason_with_percent),
        *_wrong("free-denied", "the hook's own words", free_tier_model_worded, free_tier_localised),
        *_wrong("free-denied", "of any form", free_tier_real_ids_only),
        *_wrong("free-denied", "never from call.input", free_tier_consistent_claim_passes),
        *_wrong(
            "premium-allowed",
            "add no rule of your own",
            free_tier_own_cases_only,
            free_tier_urgent_needs_approval,
        ),
        *_wrong(
            "free-denied", "never from call.input", free_tier_reads_input, free_tier_claim_wins
        ),
        *_wrong("others-allowed", "create_case_file only", free_tier_all_tools),
        *_wrong(
            "free-denied",
            "non-blank alternative",
            free_tier_no_alternative,
            free_tier_empty_alternative,
        ),
        *_wrong("premium-allowed", "Deny only the free tier", free_tier_denies_premium),
        # Issue 18, batch AL: the alternative read from the session's attributes.
        *_wrong("free-denied", "non-blank alternative", free_tier_offer_from_attributes),
        *_wrong("free-denied", "exactly that lowercase string", free_tier_capitalised),
        *_wrong(
            "others-allowed",
            "not a part of the name",
            free_tier_any_case_tool,
            free_tier_allows_rewritten_name,
        ),
        *_wrong("premium-allowed", "False is not a decision", free_tier_returns_false),
        *_wrong("free-denied", "any JSON type", free_tier_names_the_title),
        *_wrong(
            "others-allowed",
            "is another tool, not create_case_file",
            free_tier_any_spelling,
            free_tier_last_segment,
            free_tier_regex_name,
        ),
        *_wrong("free-denied", "Read call.context.tier itself", free_tier_exempt_flag),
        *_wrong("premium-allowed", "Read call.context.tier itself", free_tier_searches_context),
        *_wrong("free-denied", "Read call.context.tier itself", free_tier_desk_staff_exempt),
        *_wrong("premium-allowed", "Read call.context.tier itself", free_tier_out_of_quota_asks),
        *_wrong("free-denied", "Read call.context.tier itself", free_tier_qa_sessions),
        # Issue 18, batch W: a grace period read from the attributes against the wall clock.
        *_wrong("free-denied", "Read call.context.tier itself", free_tier_grace_period),
        *_wrong("free-denied", "a 'tool_name' or 'tool' in call.input", free_tier_routed_tool),
        *_wrong("free-denied", "a value your own code names", free_tier_beta_testers),
        # Issue 18, batch V: input text encoded to UTF-8 (a lone surrogate raises).
        *_wrong("free-denied", "lone surrogates", free_tier_logs_input_bytes),
        *_wrong("premium-allowed", "a value your own code names", free_tier_open_case_cap),
        *_wrong("others-allowed", "a value your own code names", free_tier_versioned_tool),
    ],
    "deploy-window": [
        # Issue 18, batch AP: a session's list of paused tools.
        *_wrong("others-allowed", "adds no tool to it", deploy_window_paused_tools_attribute),
        # Issue 18, batch AN: empty evidence left to the tool; a case scheduled for later.
        *_wrong("inside-denied", "not from the input", window_empty_evidence_left_to_tool),
        *_wrong("inside-denied", "not from the input", window_scheduled_case_passes),
        # Issue 18, batch AM: a retry of a call first seen before the window let through.
        *_wrong("inside-denied", "is no exemption inside it", window_in_flight_retry_passes),
        *_wrong("inside-denied", "stands for a decision", window_claude_code_json),
        # Issue 18, session 23: the time compared as text (told of "trusted time" before).
        *_wrong("outside-allowed", "Its text, its digits", window_hours_missing_comma),
        *_wrong("outside-allowed", "Its text, its digits", window_unanchored_pattern),
        # Issue 18, batch Z: the tool name compared by identity (`is`) with a constant.
        *_wrong("inside-denied", "by `is`", window_tool_name_by_identity),
        # Issue 18, batch T: a flag a denial set, sticking to the next night.
        *_wrong("outside-allowed", "keep no state between calls", window_sticky_flag),
        *_wrong("others-allowed", "compare call.tool_name exactly", window_ascii_folded_name),
        *_wrong("inside-denied", "29 February exists only in leap years", window_on_a_fixed_day),
        # Issue 18, batch F4: its verdict followed the grading process's hash seed.
        *_wrong("inside-denied", "changed with Python's hash seed", window_set_of_bounds),
        *_wrong(
            "outside-allowed",
            "04:00:00 is already outside",
            window_closed_end,
            window_hours_inclusive,
        ),
        # It reads the wall clock: inside 02:00-04:00 UTC it denies every call (so it fails
        # outside-allowed), at any other hour it allows every call (inside-denied).
        Wrong(window_wall_clock, "outside-allowed", "datetime.now()", also=("inside-denied",)),
        *_wrong("inside-denied", "not from the input", window_from_input),
        *_wrong("inside-denied", "not from the input", window_preview_passes),
        *_wrong("inside-denied", "Convert call.timestamp to UTC", window_local_offset),
        *_wrong(
            "inside-denied",
            "time(2) <= t < time(4)",
            window_first_hour_only,
            window_open_start,
            window_to_the_second,
        ),
        *_wrong("others-allowed", "check call.tool_name", window_every_tool),
        *_wrong("outside-allowed", "False is not a decision", window_returns_false),
        *_wrong("inside-denied", "non-blank alternative", window_no_alternative),
        # Issue 18, batch AL: settings read from the attributes; a router's action read.
        *_wrong("inside-denied", "non-blank alternative", window_note_from_attributes),
        *_wrong(
            "inside-denied", "any other attribute of call.context", window_switched_off_by_attribute
        ),
        *_wrong("others-allowed", "check call.tool_name", window_router_action),
        *_wrong("inside-denied", "with no argument", window_local_astimezone),
        *_wrong("inside-denied", "a time zone among", window_in_session_zone),
        *_wrong("outside-allowed", "not from the input", window_either_clock),
        *_wrong("outside-allowed", "24-hour clock", window_hour_on_dial),
        *_wrong("others-allowed", "check call.tool_name", window_tools_in_parentheses),
        *_wrong("outside-allowed", "overflows at the calendar's ends", window_shifted_clock),
        *_wrong("inside-denied", "attributes naming another window", window_hours_per_session),
        *_wrong("inside-denied", "overflows at the calendar's ends", window_retry_tomorrow),
        *_wrong("outside-allowed", "overflows at the calendar's ends", window_notes_local_clock),
        *_wrong("inside-denied", "do not format the result again", window_reason_template),
        *_wrong("inside-denied", "not by slicing formatted text", window_from_stamp_text),
        *_wrong(
            "inside-denied", "a value your own code names", window_christmas_off, window_ops_bot
        ),
        *_wrong("others-allowed", "a value your own code names", window_versioned_tool),
        Wrong(
            window_session_clock,
            "inside-denied",
            "any other attribute of call.context",
            also=("outside-allowed",),
        ),
    ],
    "synthetic-denial": [
        # Issue 18, batch AQ: the prefix loop bounded by the reason's length.
        *_wrong("one-prefix", "then add the prefix once", synthetic_prefix_loop_bounded),
        # Issue 18, batch AP: advice made up for a blank alternative; a bold prefix; e-mails masked.
        *_wrong("reason-alternative", "Advice of your own", synthetic_blank_alternative_made_up),
        *_wrong("reason-alternative", "in Markdown or HTML", synthetic_markdown_prefix_stripped),
        *_wrong("reason-alternative", "e-mail addresses too", synthetic_masks_email_addresses),
        # Issue 18, batch AN: other refusal labels and a [BLOCKED] tag taken for the prefix.
        *_wrong(
            "reason-alternative",
            "Only 'BLOCKED:' is the prefix",
            synthetic_drops_refusal_labels,
            synthetic_drops_blocked_tag,
        ),
        # Issue 18, batch AG: a cap on the reason against a "runaway" hook.
        *_wrong("reason-alternative", "however long", synthetic_caps_a_runaway_reason),
        # Issue 18, batch Y: a blank line inside the alternative taken for a blank one.
        *_wrong("reason-alternative", "blank line inside it", synthetic_blank_line_means_blank),
        # Issue 18, batch T: links dropped from the alternative; the reason's layout tidied.
        *_wrong("reason-alternative", "Add deny.alternative", synthetic_drops_linked_alternative),
        *_wrong("reason-alternative", "tabs and newlines", synthetic_squeezes_blank_lines),
        *_wrong("reason-alternative", "A denial is a prompt", synthetic_strips_control_characters),
        *_wrong("reason-alternative", "keep their indentation", synthetic_tidy_alternative),
        *_wrong("shape", "exactly as it was given, whitespace, case", synthetic_canonical_id),
        *_wrong(
            "reason-alternative",
            "do not unescape, strip or clean",
            synthetic_decodes_entities,
            synthetic_drops_format_characters,
            synthetic_plain_reason,
            synthetic_unquoted_reason,
        ),
        *_wrong("shape", "whole, however long", synthetic_id_for_logs),
        *_wrong("reason-alternative", "replace()", synthetic_prefix_near_start),
        *_wrong("reason-alternative", "the colon right after the D", synthetic_spaced_prefix),
        *_wrong("one-prefix", "not by recursion", synthetic_strip_recursive),
        *_wrong("shape", "tool_use_id you were given", synthetic_no_id),
        Wrong(  # its crash on braces comes in whichever property draws them first
            synthetic_reason_in_template,
            "reason-alternative",
            "A denial is a prompt",
            also=("shape", "one-prefix"),
        ),
        *_wrong("reason-alternative", "Add deny.alternative", synthetic_repr_alternative),
        *_wrong("reason-alternative", "A denial is a prompt", synthetic_nfkc),
        *_wrong(
            "shape", "is_error must be the bool True", synthetic_not_error, synthetic_is_error_text
        ),
        *_wrong(
            "one-prefix",
            "then add the prefix once",
            synthetic_double_prefix,
            synthetic_parts,
            synthetic_one_prefix_only,
        ),
        *_wrong("shape", "Start the content with 'BLOCKED: '", synthetic_keeps_prefixed_reason),
        *_wrong("reason-alternative", "Add deny.alternative", synthetic_drops_alternative),
        *_wrong("reason-alternative", "lstrip", synthetic_lstrip),
        *_wrong("reason-alternative", "replace()", synthetic_replace),
        *_wrong("reason-alternative", "'Alternative: None'", synthetic_alternative_none),
        *_wrong("shape", "not a list of blocks", synthetic_text_blocks),
        *_wrong("shape", "Exactly four keys", synthetic_extra_key),
        *_wrong("reason-alternative", "bare 'Alternative:'", synthetic_alternative_not_none),
        *_wrong("reason-alternative", "in capitals", synthetic_any_case_prefix),
        *_wrong("one-prefix", "then add the prefix once", synthetic_prefix_at_index_zero),
        # Issue 18, batch AK: runs of spaces between repeated prefixes.
        # Issue 18, batch AL: an alternative without a letter dropped; runs of spaces squeezed.
        *_wrong("reason-alternative", "Add deny.alternative", synthetic_alternative_needs_a_letter),
        *_wrong(
            "reason-alternative", "their own runs of spaces too", synthetic_squeezes_space_runs
        ),
        *_wrong("reason-alternative", "where the reason ends", synthetic_glued_alternative),
        *_wrong(
            "reason-alternative",
            "the content ends where the reason ends",
            synthetic_full_stop,
            synthetic_always_space,
        ),
        *_wrong("reason-alternative", "non-ASCII text too", synthetic_plain_ascii),
        *_wrong("reason-alternative", "their own runs of spaces too", synthetic_one_line),
        *_wrong("shape", "exactly as it was given", synthetic_tidy_id),
        *_wrong("reason-alternative", "however long", synthetic_short_reason),
        *_wrong("reason-alternative", "its indentation too", synthetic_cleandoc),
        *_wrong("shape", "a new id answers no call", synthetic_names_missing_id),
        *_wrong("reason-alternative", "line breaks as they are", synthetic_unix_newlines),
        *_wrong("reason-alternative", "only 'BLOCKED:' is the prefix", synthetic_any_label),
        *_wrong("reason-alternative", "only the reason loses", synthetic_cleans_both),
        *_wrong(
            "reason-alternative",
            "replace() (or a re.MULTILINE pattern)",
            synthetic_prefix_on_every_line,
        ),
        *_wrong(
            "reason-alternative", "as str.strip() sees it", synthetic_blank_by_string_whitespace
        ),
        *_wrong("reason-alternative", "a label of its own", synthetic_no_double_label),
        *_wrong("fresh-result", "Build a new dict in every call", synthetic_cached),
        # One module-level dict filled in again: two calls at once share it (caught first
        # beside another call, with that hint: it is this answer's mistake too).
        *_wrong("shape", "Two calls may run at once", synthetic_one_result),
        *_wrong("fresh-result", "no memo across calls", synthetic_content_by_deny_id),
        *_wrong("shape", "an id of only whitespace is still an id", synthetic_refuses_blank_id),
        *_wrong("shape", "exactly as it was given", synthetic_composed_id),
        *_wrong("reason-alternative", "Add deny.alternative", synthetic_one_full_stop),
        *_wrong(
            "reason-alternative", "a value your own code names", synthetic_na_is_no_alternative
        ),
        # Issue 18, batch AG: a cap under a megabyte now meets a fixed reason past it first.
        *_wrong("reason-alternative", "however long", synthetic_reason_capped),
        *_wrong("shape", "a value your own code names", synthetic_id_capped),
        *_wrong(
            "reason-alternative",
            "only looks like the prefix",
            synthetic_prefix_after_invisible,
            synthetic_prefix_by_compatibility,
        ),
        # Glued on, or joined by a mark alone: one mistake, one hint.
        *_wrong(
            "reason-alternative",
            "where the reason ends",
            synthetic_pipe_separator,
            synthetic_dash_joined,
        ),
        # The same mistake: an escape written out, or markup, before a label of one's own
        # (the label's own space is no separator), so the same hint.
        *_wrong(
            "reason-alternative",
            "where the reason ends",
            synthetic_raw_newline_label,
            synthetic_raw_crlf_label,
            synthetic_html_break_label,
        ),
        *_wrong(
            "shape",
            "Leave the caller's Deny as it came",
            synthetic_stores_clean_reason,
            synthetic_trims_alternative_in_place,
        ),
    ],
    "answer-turn": [
        # Issue 18, batch AQ: a falsy call_tool refused; concurrent.futures' CancelledError let
        # through; a turn answered from a memo of content lists.
        *_wrong(
            "each-result", "a falsy one too (a callable registry", answer_turn_refuses_a_falsy_tool
        ),
        *_wrong(
            "each-result",
            "try/except Exception",
            answer_turn_futures_cancel_propagates,
        ),
        *_wrong("each-result", "Answer each call anew", answer_turn_memo_by_list),
        # Issue 18, batch AP: a SyntaxError's location line; a reason attribute; an error's own
        # id; what a tool printed appended, blank too.
        *_wrong("each-result", "not the message", answer_turn_first_line_of_the_format),
        *_wrong(
            "each-result",
            "msg, strerror or message attribute may hold only part of it",
            answer_turn_says_the_reason,
        ),
        *_wrong("each-result", "Answer the block with its own id", answer_turn_id_from_the_error),
        *_wrong(
            "each-result",
            "After the results, end the content",
            answer_turn_appends_what_was_printed,
        ),
        # Issue 18, batch AO: a BaseExceptionGroup answered; a process's stderr said instead.
        *_wrong(
            "interrupt-propagates",
            "do not catch BaseExceptionGroup beside Exception",
            answer_turn_answers_base_groups,
        ),
        *_wrong(
            "each-result",
            "msg, strerror or message attribute may hold only part of it",
            answer_turn_says_the_stderr,
        ),
        # Issue 18, batch AM: colour codes stripped; empty text pruned; error results retried.
        *_wrong(
            "each-result", "message in the content as it is", answer_turn_colour_codes_stripped
        ),
        *_wrong("each-result", "no block pruned", answer_turn_prunes_empty_text),
        Wrong(
            answer_turn_retries_error_results,
            "results-first",
            "not a reason to call it again",
            also=("each-result",),
        ),
        # Issue 18, batch AI: the message read off traceback's last line, a note by then.
        *_wrong("each-result", "a note added to the exception", answer_turn_last_traceback_line),
        # Issue 18, batch AF: the block in hand kept outside the call, a nested turn's by then.
        *_wrong("each-turn", "keep it in a local variable", answer_turn_block_on_the_function),
        # Issue 18, batch AC: the message looked for in exc.args only (a __str__ of fields).
        *_wrong("each-result", "formats its own fields", answer_turn_no_message_without_args),
        # Issue 18, session 23: its own UnboundLocalError gets no hint of a property.
        *_wrong("interrupt-propagates", None, answer_turn_appends_in_finally),
        # Issue 18, batch AA: equal results of a repeated id dropped; results grouped by id.
        *_wrong("each-result", "key no dict by id", answer_turn_equal_results_once),
        *_wrong("each-result", "no grouping by id", answer_turn_grouped_by_id),
        # Issue 18, batch Y: a log line reading call_tool.__name__.
        *_wrong("results-first", "has no __name__", answer_turn_logs_tool_name),
        # Issue 18, batch Z: a SystemExit of code 2 answered as a block.
        *_wrong("interrupt-propagates", "not BaseException", answer_turn_exit_two_answered),
        # Issue 18, batch X: bytes decoded, a memo by id, None keys dropped, GeneratorExit.
        *_wrong("each-result", "message in the content as it is", answer_turn_bytes_decoded),
        *_wrong("each-result", "two calls", answer_turn_memo_get_default),
        *_wrong("each-result", "no cutting it down", answer_turn_drops_none_keys),
        # Issue 18, batch AL: a result's is_error False dropped as the default.
        *_wrong("each-result", "no cutting it down", answer_turn_drops_false_error_flag),
        *_wrong("interrupt-propagates", "GeneratorExit", answer_turn_answers_generator_exit),
        # Issue 18, batch S: a message shared with a later call; a turn inside call_tool refused.
        *_wrong("each-turn", "no module-level list", answer_turn_reuses_results_list),
        *_wrong("each-turn", "'busy' flag", answer_turn_refuses_reentry),
        # Issue 18, batch W: key-looking text redacted; a crash's result cached across turns.
        *_wrong("each-result", "message in the content as it is", answer_turn_redacts_keys),
        *_wrong("each-turn", "no module-level list", answer_turn_caches_error_blocks),
        # Issue 18, batch T: a crash kept and tested by truth; results cut to the API's keys.
        *_wrong("each-result", "may be falsy", answer_turn_error_slot_by_truth),
        *_wrong("each-result", "no cutting it down", answer_turn_results_cast_to_api_keys),
        # Issue 18, batch U: a message's own BLOCKED: stripped.
        *_wrong(
            "each-result", "message in the content as it is", answer_turn_strips_marked_message
        ),
        # Issue 18, batch U: args[0] taken for the message (an OSError's is its errno).
        *_wrong("each-result", "only when it is a str", answer_turn_first_argument),
        # Issue 18, batch V: the message put in a Unicode normal form.
        *_wrong("each-result", "no Unicode normalisation", answer_turn_normalised_message),
        *_wrong("results-first", "exactly 'tool_use'", answer_turn_type_casefolded),
        *_wrong("each-result", "not str.format or %", answer_turn_templated_error),
        *_wrong("results-first", "whatever the order of its keys", answer_turn_type_first_value),
        *_wrong("each-result", "strerror may be None", answer_turn_strerror),
        *_wrong("each-result", "let none of them through", answer_turn_fatal_passes),
        *_wrong(
            "each-result",
            "message in the content as it is",
            answer_turn_repr_message,
            answer_turn_one_line_message,
        ),
        *_wrong("each-result", "do not convert it", answer_turn_text_results),
        *_wrong("results-first", "No text before the results", answer_turn_text_first),
        *_wrong("results-first", "Leave content as it arrived", answer_turn_in_place),
        *_wrong("each-result", "key no dict by id", answer_turn_keyed_by_id),
        *_wrong("each-result", "try/except Exception", answer_turn_lets_crash_through),
        *_wrong(
            "results-first",
            "append call_tool(block) for each",
            answer_turn_drops_denials,
            answer_turn_first_only,
        ),
        *_wrong("results-first", "Keep the turn's order", answer_turn_sorted, answer_turn_by_id),
        *_wrong("each-result", "block['id'], never None", answer_turn_crash_without_id),
        *_wrong("each-result", "'is_error': True", answer_turn_crash_not_error),
        *_wrong("results-first", "not the list of results", answer_turn_results_only),
        *_wrong("results-first", "role 'user'", answer_turn_assistant_role),
        *_wrong("each-result", "string content", answer_turn_crash_content_object),
        *_wrong("each-result", "not a list of text blocks", answer_turn_crash_as_blocks),
        *_wrong("interrupt-propagates", "not BaseException", answer_turn_catches_base),
        *_wrong("interrupt-propagates", "not BaseException", answer_turn_catches_exit_too),
        # Issue 18, batch W: asyncio.CancelledError answered as a tool's failure.
        *_wrong(
            "interrupt-propagates", "asyncio.CancelledError is a", answer_turn_answers_cancellation
        ),
        *_wrong("each-result", "exc.args may be empty", answer_turn_message_from_args),
        *_wrong("each-result", "str(exc) is ''", answer_turn_message_only),
        *_wrong("each-result", "only whitespace", answer_turn_empty_message_fallback),
        *_wrong("each-result", "__doc__ is None", answer_turn_docstring_fallback),
        *_wrong("results-first", "exactly 'tool_use'", answer_turn_not_text_is_tool),
        *_wrong("each-result", "empty content", answer_turn_or_error),
        *_wrong("each-result", "has no __name__", answer_turn_names_the_tool),
        *_wrong(
            "each-result",
            "message in the content as it is",
            answer_turn_error_class_only,
            answer_turn_error_ascii,
        ),
        *_wrong("results-first", "append call_tool(block) for each", answer_turn_capped),
        *_wrong("each-result", "try/except Exception", answer_turn_bugs_surface),
        *_wrong("results-first", "need not start with 'toolu_'", answer_turn_checks_ids),
        *_wrong("results-first", "exactly 'tool_use'", answer_turn_type_in_values),
        *_wrong("results-first", "do not recurse", answer_turn_recursive),
        *_wrong("each-result", "a value your own code names", answer_turn_at_most_500),
        # Since batch BF every stdlib error is a tool's crash: a TimeoutExpired shows alone.
        *_wrong("each-result", "even when it raises", answer_turn_retries_timeouts),
        *_wrong(
            "each-result",
            "message in the content as it is",
            answer_turn_message_cut,
            answer_turn_message_capped,
        ),
        Wrong(
            answer_turn_checks_signature,
            "each-result",
            "just call call_tool(block)",
            also=("results-first",),
        ),
        *_wrong(
            "results-first",
            "After the results, end the content",
            answer_turn_failure_summary,
            answer_turn_separator_line,
            answer_turn_recalls_last_call,
        ),
        Wrong(
            answer_turn_errors_repeated_last,
            "results-first",
            "After the results, end the content",
            also=("each-result",),
        ),
        *_wrong(
            "each-result",
            "A crash is a failure, not a denial",
            answer_turn_crash_as_refusal,
            answer_turn_indented_refusal,
        ),
        *_wrong(
            "each-result",
            "block['id'] exactly as it is",
            answer_turn_id_nfkc,
            answer_turn_id_unquoted,
        ),
        *_wrong(
            "each-result", "Hand call_tool the block as it is", answer_turn_calls_with_api_fields
        ),
        Wrong(
            answer_turn_drops_empty_inputs,
            "results-first",
            "Leave content as it arrived",
            also=("each-result",),
        ),
        *_wrong("each-result", "try/except Exception", answer_turn_library_errors_surface),
        *_wrong("each-result", "'is_error': True", answer_turn_library_errors_handled),
        *_wrong(
            "each-result",
            "A tool that warns still returns its result",
            answer_turn_warned_results_flagged,
            answer_turn_deprecations_fatal,
        ),
        *_wrong(
            "each-result", "An ExceptionGroup's message is its own", answer_turn_group_first_member
        ),
        *_wrong(
            "each-result",
            "message in the content as it is",
            answer_turn_wordless_unknown,
            answer_turn_class_name_dropped,
        ),
        *_wrong(
            "each-result",
            "A JSON round trip",
            answer_turn_json_sanitised,
            answer_turn_json_copied_turn,
            answer_turn_json_message,
        ),
        *_wrong(
            "results-first",
            "'role' and 'content' alone",
            answer_turn_message_metadata,
            answer_turn_message_id,
        ),
        *_wrong("each-result", "add no key to it", answer_turn_result_ids),
        *_wrong(
            "results-first",
            "Only the top-level blocks of content are calls",
            answer_turn_walks_nested,
            answer_turn_batched_inputs,
        ),
        *_wrong(
            "each-result",
            "msg, strerror or message attribute may hold only part of it",
            answer_turn_exc_msg,
            answer_turn_exc_message,
            answer_turn_exc_strerror,
        ),
        *_wrong(
            "each-result",
            "an exception raised from another",
            answer_turn_root_cause_message,
            answer_turn_cause_message,
        ),
        *_wrong(
            "each-result",
            "No time budget, deadline or timeout of your own",
            answer_turn_time_budget,
            answer_turn_deadline_stops,
            answer_turn_slow_tool_fails,
        ),
    ],
    "save-before-replace": [
        # Issue 18, batch AP: a clean exit read as allow; a falsy error dropped; the guard
        # unwrapped; its warnings made errors.
        *_wrong("guard-raises", "2 is a command hook's block", install_clean_exit_allows),
        *_wrong(
            "guard-raises", "even when the exception object is falsy", install_error_kept_by_truth
        ),
        *_wrong("guard-then-original", "whatever attributes it carries", install_guard_unwrapped),
        *_wrong(
            "guard-then-original", "its warning is no exception", install_guard_warnings_as_errors
        ),
        # Issue 18, batch AO: the block in a shared slot; the root cause raised; undo after a del.
        *_wrong("guard-then-original", "let it through", install_block_in_a_slot),
        *_wrong(
            "guard-raises",
            "`from None` hides it, and so does raising its __cause__",
            install_raises_the_root_cause,
        ),
        *_wrong("undo-out-of-order", "no callable() test", install_undo_takes_none_for_mine),
        # Issue 18, batch AN: a dry-run guard only logged; sub-calls capped; None replaced.
        *_wrong("guard-then-original", "let it through", install_caps_sub_call_depth),
        *_wrong("guard-then-original", "never a block to run", install_dry_run_guard_only_logs),
        *_wrong(
            "undo-exact",
            "never fall back to the class's method",
            install_uncallable_original_uses_class,
        ),
        # Issue 18, batch AM: the original handed to a guard as next; a Rewrite run; run_call.
        *_wrong(
            "stack-and-undo", "whatever its kind or truth value", install_next_for_two_arg_guards
        ),
        *_wrong("guard-then-original", "never a block to run", install_runs_rewrites),
        *_wrong("guard-then-original", "no shortcut of your own", install_fast_path_run_call),
        # Issue 18, batch AJ: the guard's answer read (Claude Code's approve, an exception
        # object raised, a coroutine run), and the original held by a WeakMethod.
        *_wrong("guard-then-original", "never a block to run", install_claude_code_approve_runs),
        # Issue 18, batch AL: an answer whose is_error is False read as letting the call through.
        *_wrong(
            "guard-then-original", "never a block to run", install_non_error_answer_lets_tool_run
        ),
        *_wrong(
            "guard-then-original",
            None,
            install_raises_a_returned_exception,
            install_runs_async_guards,
        ),
        *_wrong("guard-then-original", "no weakref or WeakMethod", install_holds_original_weakly),
        # Issue 18, batch AH: undo() tells its wrapper by id(), which a newer one reuses.
        *_wrong("undo-out-of-order", "not its id()", install_undo_by_wrapper_id),
        # Issue 18, batch AD: the original called again by keyword after its TypeError.
        *_wrong("original-raises", "no retry", install_retries_by_keyword),
        # Issue 18, batch Z: a guard's exit code 2 or Ctrl-C turned into a refusal.
        *_wrong(
            "guard-raises",
            "2 is a command hook's block",
            install_guard_exit_two_blocks,
            install_guard_interrupt_blocks,
        ),
        # Issue 18, batch Y: {"allow": True} and NotImplemented taken for "run it".
        *_wrong(
            "guard-then-original",
            "never a block to run",
            install_allow_dict_lets_through,
            install_not_implemented_lets_through,
        ),
        # Issue 18, batch X: floats read back as Decimals for the original.
        *_wrong("guard-then-original", "Leave the block as it came", install_decimal_copy),
        # Issue 18, batch S: the guard's or original's exception formatted on the way out.
        *_wrong("guard-raises", "may itself raise", install_logs_guard_error_text),
        *_wrong("original-raises", "may itself raise", install_logs_original_error_text),
        # Issue 18, batch S: None as the "no own call_tool" mark; a non-callable refused;
        # the wrapper told by `!=` (a mock set by hand says it is == to anything).
        *_wrong(
            "undo-exact", "not with None", install_none_marks_no_own, install_refuses_uncallable
        ),
        *_wrong(
            "undo-out-of-order", "Tell your wrapper by identity", install_undo_compares_by_equality
        ),
        *_wrong("stack-and-undo", "whatever its kind or truth value", install_holds_method_weakly),
        *_wrong("undo-out-of-order", "A `force` switch", install_undo_with_force_flag),
        # Issue 18, batch T: `!= None`; a flag set before the order check; approval keys.
        *_wrong(
            "guard-then-original", "compare the answer with nothing else", install_answer_ne_none
        ),
        *_wrong("undo-out-of-order", "its own state too", install_undo_marks_before_check),
        *_wrong("guard-then-original", "none of its keys", install_skips_approved_blocks),
        *_wrong(
            "guard-then-original",
            "the very object it returned",
            install_echoed_block_passes,
            install_deepcopies_result,
        ),
        *_wrong("undo-exact", "equal (==) to the class's", install_undo_compares_class_method),
        *_wrong("guard-then-original", "not once per class", install_original_per_class),
        *_wrong("guard-then-original", "let it through", install_sub_calls_skip_the_guard),
        *_wrong(
            "guard-then-original", "no frozen, read-only", install_hands_guard_a_read_only_view
        ),
        *_wrong("guard-then-original", "never a block to run", install_guard_may_redirect),
        # Issue 18, batch V: a guard's Deny rendered as a result block.
        *_wrong("guard-then-original", "never a block to run", install_renders_denials),
        # Issue 18, batch W: a guard used as a dict key (unhashable guards raise).
        *_wrong("guard-then-original", "may be unhashable", install_counts_by_guard),
        # Issue 18, batch V: the guard's exception hidden by `from None`.
        *_wrong("guard-raises", "`from None` hides it", install_guard_error_from_none),
        *_wrong("guard-raises", "fail closed", install_fails_open),
        *_wrong("undo-twice", "not a flag", install_undo_once_flag),
        *_wrong("undo-out-of-order", "not an assert", install_assert_order),
        *_wrong("undo-out-of-order", "not the guard", install_checks_guard_on_top),
        *_wrong("guard-then-original", "a lambda that reads dispatcher.call_tool", install_lambda),
        *_wrong("stack-and-undo", "not the class's method", install_class_lookup),
        *_wrong("guard-then-original", "return original(block)", install_no_return),
        *_wrong(
            "stack-and-undo",
            "puts back what it replaced",
            install_undo_deletes,
            install_undo_resets_first,
        ),
        *_wrong("stack-and-undo", "del dispatcher.call_tool", install_simple),
        *_wrong("guard-then-original", "is not None", install_or_fallback),
        *_wrong("guard-then-original", "Ask the guard first", install_tool_then_guard),
        *_wrong("stack-and-undo", "the newest guard runs first", install_guard_list),
        *_wrong("guard-then-original", "not on its class", install_on_the_class),
        *_wrong("undo-out-of-order", "must raise", install_undo_silent),
        # Caught first, since session 28, by an allowed call over a call_tool of None.
        Wrong(
            install_tool_errors_as_results,
            "original-raises",
            "no try/except that turns it",
            also=("undo-exact",),
        ),
        *_wrong("undo-only-call-tool", "whole __dict__", install_undo_restores_state),
        *_wrong("undo-only-call-tool", "in the closure", install_saves_on_the_dispatcher),
        *_wrong("guard-then-original", "reads no field", install_counts_calls_per_tool),
        *_wrong("undo-out-of-order", "must raise", install_own_record_of_order),
        *_wrong("guard-then-original", "is not None", install_false_means_allow),
        *_wrong("guard-then-original", "whatever its type", install_guards_tool_calls_only),
        *_wrong("guard-then-original", "no cache of results", install_answers_repeats_from_memory),
        *_wrong("original-raises", "no retry", install_retries_flaky_tools),
        *_wrong("guard-then-original", "whatever it is", install_unpacks_the_result),
        *_wrong("guard-raises", "Ask the guard once per call", install_asks_a_failing_guard_again),
        *_wrong("guard-then-original", "one positional argument", install_names_the_block),
        *_wrong(
            "undo-out-of-order",
            "not an exception that says nothing",
            install_undo_says_the_guards_doc,
        ),
        *_wrong("guard-then-original", "None too", install_fills_in_empty_results),
        *_wrong(
            "original-raises", "no try/except that turns it", install_unknown_tools_answer_nothing
        ),
        Wrong(
            install_bad_input_is_an_error_result,
            "original-raises",
            "no try/except that turns it",
            also=("undo-exact",),
        ),
        *_wrong("guard-then-original", "a value your own code names", install_faq_needs_no_guard),
        # Caught first by the refusal == to anything (batch T): its `== "ALLOW"` takes it too.
        *_wrong(
            "guard-then-original",
            "compare the answer with nothing else",
            install_allow_text_lets_through,
        ),
        # A cap on calls in a row: the 39 answers in turn of AS_THEY_ARE reach past it.
        *_wrong("guard-then-original", "however many calls came before", install_breaks_call_loops),
        *_wrong("stack-and-undo", "a value your own code names", install_at_most_three_guards),
        *_wrong("guard-then-original", "with the block alone", install_guard_given_context),
        *_wrong("guard-raises", "Ask the guard once per call", install_guard_retried_plainly),
        *_wrong("undo-exact", "not the truthiness", install_had_own_by_truth),
        *_wrong("guard-then-original", "bound to the dispatcher", install_original_of_a_twin),
        *_wrong("original-raises", "do not ask the guard again", install_guard_second_opinion),
        # One mistake: the guard's answer tidied (normalised, read as a number, decoded).
        *_wrong(
            "guard-then-original",
            "Return the guard's answer untouched",
            install_tidies_guard_text,
            install_numbers_from_digits,
            install_decodes_bytes,
        ),
        *_wrong("each-call-anew", "Every call is a new call", install_retries_answered_by_identity),
        # An exception kind of the original's treated specially: every built-in kind is tried.
        *_wrong("original-raises", "no retry", install_waits_out_timeouts),
        *_wrong(
            "original-raises", "no try/except that turns it", install_permission_errors_as_results
        ),
        *_wrong(
            "guard-then-original",
            "Return the original's result untouched",
            install_unescapes_tool_text,
        ),
        # One mistake: the block changed (a key added or dropped), whatever the outcome.
        *_wrong(
            "guard-then-original",
            "Leave the block as it came",
            install_marks_checked_input,
            install_hides_private_keys,
        ),
        *_wrong("guard-raises", "Leave the block as it came", install_marks_failed_blocks),
        # Issue 18, batch M.
        *_wrong("kept-until-undo", "tie nothing to its life", install_undone_when_released),
        # One mistake: a rule on what kind of callable the guard is (its truth, its name).
        *_wrong("stack-and-undo", "whatever its kind or truth value", install_refuses_empty_guards),
        *_wrong(
            "guard-then-original", "whatever its kind or truth value", install_names_the_wrapper
        ),
        # (keyed by the block's name, it raises first on a list name: batch AS's blocks)
        Wrong(
            install_serves_last_result_per_tool,
            "guard-then-original",
            "The wrapper reads nothing of the block",
            ("original-raises",),
        ),
        # Issue 18, batch F.
        # A guard's registry attributes honoured: fail open on a crash, or skip it.
        *_wrong(
            "guard-raises",
            "fail closed",
            install_fail_open_guards,
            install_non_critical_guards_fail_open,
        ),
        *_wrong(
            "guard-then-original", "whatever attributes it carries", install_skips_disabled_guards
        ),
        # One list shared by every install (a mutable default): two Desks in turn mix up.
        *_wrong(
            "stack-and-undo",
            "mutable default argument",
            install_shared_undo_stack,
            install_order_checked_on_one_stack,
        ),
        # The instance's own call_tool read by truth: a falsy one gives way to the class's.
        *_wrong(
            "undo-exact", "no `or` falling back", install_reads_own_by_truth, install_own_or_partial
        ),
        # A call_tool set by hand that is not callable: undo() skips it, or repairs it.
        *_wrong(
            "undo-out-of-order",
            "no callable() test",
            install_undo_skips_disabled,
            install_undo_restores_over_non_callables,
        ),
        # Issue 18, batch O.
        # The class's function called with the dispatcher by hand: a staticmethod, a
        # classmethod, a callable object or a partial on the class gets the wrong arguments.
        *_wrong(
            "undo-exact",
            "Python has bound it already",
            install_binds_class_function,
            install_binds_class_dict_entry,
        ),
        # The guard's answer copied: an equal object, not the very one.
        *_wrong(
            "guard-then-original",
            "the very object it returned",
            install_copies_guard_dict,
            install_rebuilds_guard_dict,
            install_spreads_guard_dict,
            install_guard_answer_through_json,
        ),
        # A call from inside (a sub-call) held up: a lock across the call, or refused.
        *_wrong(
            "guard-then-original",
            "let it through",
            install_serialised_by_lock,
            install_one_call_at_a_time,
            install_refuses_reentry,
        ),
    ],
    "pre-chain": [
        # Issue 18, batch AQ: hooks vetted by their signature; past deniers moved up.
        *_wrong("first-deny-wins", "whatever its signature says", chain_one_parameter_hooks_only),
        *_wrong(
            "first-deny-wins", "nothing a hook did in an earlier run", chain_past_deniers_first
        ),
        # Issue 18, batch AP: always_run and read_only honoured; a blank alternative cleared in
        # place; a plan per list; sys.exit('why') as a Deny; a deep merge.
        *_wrong("first-deny-wins", "Return the Deny as soon as", chain_always_run_after_a_deny),
        *_wrong("first-deny-wins", "that very object", chain_blank_alternative_cleared),
        *_wrong("first-deny-wins", "since the caller may append", chain_plan_per_list),
        *_wrong("exceptions-propagate", "are no decisions", chain_exit_message_denies),
        *_wrong(
            "rewrites-compose",
            "Keep one variable for the current call",
            chain_read_only_rewrites_ignored,
        ),
        *_wrong("rewrites-compose", "replaces the whole input", chain_rewrites_deep_merged),
        # Issue 18, batch AO: more libraries' errors (sqlite3, decimal, re, urllib), a
        # cancellation, each taken for a verdict or for no opinion.
        *_wrong(
            "exceptions-propagate",
            "Do not catch exceptions",
            chain_database_error_is_a_denial,
            chain_bad_amount_is_a_denial,
        ),
        *_wrong(
            "exceptions-propagate",
            "of every kind",
            chain_cancelled_is_no_opinion,
            chain_bad_pattern_is_no_opinion,
            chain_unreachable_policy_is_no_opinion,
        ),
        # Issue 18, batch AN: library errors taken for verdicts; tools; state across runs.
        *_wrong(
            "exceptions-propagate",
            "Do not catch exceptions",
            chain_decision_error_is_no_opinion,
            chain_json_error_is_a_denial,
            chain_process_error_is_a_denial,
        ),
        *_wrong("first-deny-wins", "whatever attributes it carries", chain_honours_tools_attribute),
        *_wrong(
            "first-deny-wins",
            "nothing an earlier run saw",
            chain_quarantines_crashed_hooks,
            chain_reorders_by_cost,
        ),
        # Issue 18, batch AM: a cause or a group's one member raised; a slow hook's __name__.
        *_wrong(
            "exceptions-propagate",
            "that very object: not the cause",
            chain_reraises_root_cause,
            chain_unwraps_group_of_one,
        ),
        *_wrong("first-deny-wins", "do not read it", chain_logs_slow_hooks_by_name),
        # Issue 18, batch AI: a Rewrite holding the very input object refused, or taken to end it.
        *_wrong(
            "rewrites-compose",
            "holding the very input object",
            chain_refuses_a_rewrite_to_itself,
            chain_stops_at_a_rewrite_to_itself,
        ),
        # Issue 18, batch AF: a hook's recorded decision read in place of calling it.
        *_wrong("first-deny-wins", "decision attribute", chain_prefers_a_recorded_decision),
        # Issue 18, batch AD: a Rewrite dropped when a value changes type.
        *_wrong(
            "rewrites-compose", "whatever types its values have", chain_rewrite_of_the_same_types
        ),
        # Issue 18, session 23: lambdas made in a loop; hooks deep-copied (a clear error).
        *_wrong("first-deny-wins", "in another's place", chain_late_bound_lambdas),
        *_wrong("first-deny-wins", None, chain_deep_copies_hooks),
        # Issue 18, batch X: a default rule for an empty chain; rewrites normalised.
        *_wrong("first-deny-wins", "no check of its own", chain_defaults_when_empty),
        *_wrong("rewrites-compose", "as the hook gave it", chain_rewrites_nfc),
        *_wrong("first-deny-wins", "whatever attributes it carries", chain_prefers_run_method),
        # Issue 18, batch AK: a predicate the hook carries asked first (applies_to).
        *_wrong("first-deny-wins", "whatever attributes it carries", chain_honours_applies_to),
        *_wrong("rewrites-compose", "a chain of its own", chain_reentrancy_guard),
        # Issue 18, batch AL: the first Deny kept in module state, where an inner run's lands.
        *_wrong("rewrites-compose", "a chain of its own", chain_deny_kept_in_module_slot),
        # Issue 18, batch S: what is no Exception read as a decision; an equal input undone.
        *_wrong(
            "exceptions-propagate",
            "are no decisions",
            chain_interrupt_as_deny,
            chain_exit_codes_as_decisions,
            chain_exit_two_blocks,
        ),
        *_wrong("rewrites-compose", "as the hook gave it", chain_equal_input_gives_original),
        # Issue 18, batch T: a time budget over the chain.
        *_wrong("first-deny-wins", "however long the ones before took", chain_time_budget),
        # Issue 18, batch U: sorted by a cost the hooks carry; a blank alternative replaced.
        *_wrong("first-deny-wins", "hooks[0] first", chain_sorted_by_cost),
        *_wrong("first-deny-wins", "that very object", chain_blank_alternative_to_none),
        # Issue 18, batch U: a chain whose hooks are all falsy taken for an empty one.
        *_wrong("first-deny-wins", "a falsy one too", chain_any_hooks_fast_path),
        # Issue 18, batch W: a clock check of the chain's own; messageless exceptions wrapped.
        *_wrong("first-deny-wins", "no check of its own", chain_refuses_future_stamps),
        *_wrong("first-deny-wins", "refuses an extra= key", chain_logs_denials),
        *_wrong(
            "rewrites-compose",
            "as the hook gave it",
            chain_folds_rewrite_keys,
            chain_rounds_amounts,
        ),
        Wrong(
            chain_names_bare_exceptions, "exceptions-propagate", "no wrapping it", also=("any-mix",)
        ),
        # Issue 18, batch S: the hook's exception formatted on the way out (its str() raises).
        *_wrong(
            "exceptions-propagate",
            "may itself raise",
            chain_logs_exception_text,
            chain_notes_exception_text,
        ),
        *_wrong("first-deny-wins", "as a registry entry has", chain_unwraps_entries),
        *_wrong("exceptions-propagate", "from the environment", chain_fail_open_setting),
        *_wrong("first-deny-wins", "that very object", chain_copies_deny),
        *_wrong("rewrites-compose", "set nothing on the hooks", chain_stamps_each_hook),
        *_wrong("rewrites-compose", "a chain of its own", chain_current_call_thread_local),
        *_wrong("first-deny-wins", "listed twice runs twice", chain_memoises_decisions),
        *_wrong("first-deny-wins", "return call itself", chain_always_new_call),
        *_wrong("exceptions-propagate", "no wrapping it", chain_wraps_exceptions),
        *_wrong(
            "exceptions-propagate",
            "its args and message unchanged",
            chain_names_hook_in_args,
            chain_message_names_hook,
            chain_hook_appended_to_args,
        ),
        *_wrong(
            "first-deny-wins",
            "Return the Deny as soon as",
            chain_keeps_going_after_deny,
            chain_last_deny_wins,
        ),
        *_wrong(
            "rewrites-compose",
            "Keep one variable for the current call",
            chain_rewrites_the_original,
            chain_first_rewrite_wins,
        ),
        *_wrong(
            "exceptions-propagate",
            "Do not catch exceptions",
            chain_swallows_exceptions,
            chain_crash_returns_the_call,
        ),
        *_wrong("first-deny-wins", "ALLOW and None let the chain go on", chain_stops_at_allow),
        *_wrong("first-deny-wins", "not its input", chain_returns_input),
        *_wrong("rewrites-compose", "replaces the whole input", chain_merges_rewrites),
        *_wrong("rewrites-compose", "with an empty one too", chain_skips_empty_rewrite),
        *_wrong("first-deny-wins", "not None", chain_none_when_allowed),
        *_wrong("first-deny-wins", "Return the Deny the hook gave", chain_returns_reason),
        *_wrong("first-deny-wins", "hooks[0] first", chain_reversed),
        *_wrong("rewrites-compose", "kept from an earlier run", chain_reuses_rewritten_calls),
        *_wrong("first-deny-wins", "hooks[0] first", chain_sorted_by_name),
        *_wrong("exceptions-propagate", "Do not catch exceptions", chain_key_error_is_no_decision),
        *_wrong(
            "rewrites-compose",
            "as the hook gave it",
            chain_skips_unchanged_rewrite,
            chain_stringifies_odd_values,
        ),
        *_wrong("first-deny-wins", "Leave the hooks list as it is", chain_clears_hooks_after),
        *_wrong("first-deny-wins", "that very object", chain_fills_in_alternative),
        *_wrong("exceptions-propagate", "Do not catch exceptions", chain_retries_with_input),
        *_wrong("first-deny-wins", "whatever attributes it carries", chain_honours_matchers),
        *_wrong(
            "first-deny-wins", "whatever attributes it carries", chain_skips_switched_off_hooks
        ),
        *_wrong("first-deny-wins", "runs out of stack", chain_by_recursion),
        *_wrong(
            "exceptions-propagate",
            "StopIteration is an exception like any other",
            chain_decisions_lazily,
            chain_decisions_by_map,
        ),
        *_wrong("first-deny-wins", "Hand each hook the call itself", chain_hands_out_fresh_calls),
        *_wrong("first-deny-wins", None, chain_stops_before_the_last),
        *_wrong(
            "first-deny-wins",
            "a falsy one too",
            chain_skips_empty_hooks,
            chain_takes_while_hooks_are_set,
        ),
        *_wrong("rewrites-compose", "not from hooks.index(hook)", chain_resumes_at_first_listing),
        *_wrong("rewrites-compose", "no cap on rewrites", chain_caps_rewrites),
        *_wrong("first-deny-wins", "do not read it", chain_logs_qualified_names),
        *_wrong("rewrites-compose", "keep every key", chain_drops_blank_values),
        *_wrong("exceptions-propagate", "of every kind", chain_skips_unavailable_hooks),
        *_wrong(
            "first-deny-wins",
            "a value your own code names",
            chain_dry_run_denials_logged,
            chain_faq_needs_no_checks,
        ),
        # Since batch BF a call whose input looks like it needs no checks shows alone.
        *_wrong(
            "first-deny-wins", "whatever attributes it carries", chain_dry_run_input_skips_hooks
        ),
        *_wrong("rewrites-compose", "a value your own code names", chain_rewrite_loop_guard),
        *_wrong("exceptions-propagate", "may be falsy", chain_error_kept_for_the_end),
        *_wrong("first-deny-wins", "no memo of verdicts across calls", chain_memo_by_call_id),
        *_wrong("first-deny-wins", "not inspect.unwrap(hook)", chain_calls_what_hooks_wrap),
        *_wrong("first-deny-wins", "its warning is no exception", chain_deprecations_are_errors),
        *_wrong("first-deny-wins", "an unhashable one too", chain_counts_runs_per_hook),
        *_wrong(
            "exceptions-propagate",
            "Do not catch exceptions",
            chain_fail_open_hooks,
            chain_retries_as_configured,
        ),
    ],
    "observers": [
        # Issue 18, batch AQ: a list of falsy hooks skipped; library errors skipped or re-raised;
        # a depth cap on runs; a falsy report not called.
        *_wrong("all-run", "a falsy one too", observers_nothing_if_all_falsy),
        *_wrong("all-run", "a library's too", observers_frozen_writes_pass),
        *_wrong("all-run", "a library's too", observers_json_errors_pass),
        *_wrong("all-run", "a library's too", observers_package_errors_propagate),
        *_wrong("all-run", "a run like any other", observers_depth_capped),
        *_wrong("all-run", "report is any callable, falsy or not", observers_report_if_given),
        # Issue 18, batch AP: NotImplemented returned taken for a failure; the implicit
        # __context__ reported.
        *_wrong("all-run", "a hook that returned (False", observers_not_implemented_fails),
        *_wrong("all-run", "not its cause", observers_report_the_context),
        # Issue 18, batch AO: methods skipped by function or owner; returns closed; a cancel.
        *_wrong(
            "all-run",
            "none skipped for what the object it is bound to carries",
            observers_one_run_per_method,
            observers_skip_switched_off_owners,
        ),
        *_wrong("all-run", None, observers_close_what_they_return),
        *_wrong("interrupt-propagates", "not BaseException", observers_count_cancellation),
        # Issue 18, batch AN: a report returning True taken for "handled".
        *_wrong("all-run", "whatever report returns", observers_true_report_means_handled),
        # Issue 18, batch AM: a hook bound to report's own object not reported.
        *_wrong("all-run", "whoever owns it", observers_skip_reporting_to_self),
        # Issue 18, batch AJ: only an exception with args reported.
        *_wrong(
            "all-run", "Report every failure, whatever it says", observers_report_only_with_args
        ),
        # Issue 18, batch AH: a Claude Code hook's {"continue": false} taken as "stop".
        *_wrong("all-run", "a hook that returned (False", observers_stop_on_continue_false),
        # Issue 18, batch AG: a circuit breaker kept across runs.
        *_wrong("all-run", "circuit breaker", observers_circuit_breaker),
        # Issue 18, batch AF: the hook in hand kept in a global; recursion per failure.
        *_wrong("all-run", "kept in a local variable of the loop", observers_hook_in_a_global),
        *_wrong("all-run", "runs out of stack", observers_rest_after_each_failure),
        # Issue 18, batch AE: Stop hooks stopped at the first failure of a SessionEnd.
        *_wrong("any-event", "a SessionEnd", observers_stop_after_a_failed_stop_hook),
        # Issue 18, batch Z: a lock for "one run at a time", which a nested run waits on.
        *_wrong("all-run", None, observers_one_run_lock),
        # Issue 18, batch Y: the report kept in a module global, replaced by a nested run.
        *_wrong("all-run", "which the inner run replaces", observers_report_in_global),
        # Issue 18, batch Z: a hook's exit code 2 reported as a failure.
        *_wrong("interrupt-propagates", "not BaseException", observers_exit_two_reported),
        # Issue 18, batch X: reports kept unique; a group of one unwrapped.
        *_wrong("all-run", "listed twice runs twice", observers_one_report_per_hook_and_error),
        *_wrong("all-run", "report(hook, exc)", observers_unwrap_group_of_one),
        *_wrong("all-run", "whatever attributes it carries", observers_prefers_run_method),
        # Issue 18, batch AK: a predicate the hook carries asked first (should_run).
        *_wrong("all-run", "whatever attributes it carries", observers_ask_should_run),
        # Issue 18, batch X's last: reporters memoized by __func__, shared by every Recorder().
        *_wrong("all-run", "report this run was given", observers_reporter_memo_by_function),
        # Issue 18, batch S: the failure formatted in the except block (its str() raises).
        *_wrong(
            "all-run", "may itself raise", observers_note_with_message, observers_log_message_first
        ),
        *_wrong("all-run", "a hook that returned (False", observers_drain_generators),
        # Issue 18, batch T: the caller's list reordered; a mark a stopped run leaves.
        *_wrong("all-run", "Leave hooks as it was", observers_demote_failing_hooks),
        # (Caught by a run holding the hook that started it since batch BF.)
        *_wrong("all-run", "a run like any other", observers_running_marks),
        # Issue 18, batch U: a returned Deny ends the run.
        *_wrong("all-run", "a hook that returned (False", observers_returned_deny_stops),
        *_wrong("all-run", "whatever attributes it carries", observers_unwrap_entries),
        *_wrong("any-event", "not hook(*event)", observers_skip_denied_outcomes),
        *_wrong("all-run", "not a copy of it", observers_copy_the_event),
        *_wrong("all-run", "a hook that returned (False", observers_await_what_hooks_return),
        *_wrong("all-run", "runs out of stack", observers_by_index_recursion),
        *_wrong("all-run", "called from any thread", observers_time_boxed),
        *_wrong("interrupt-propagates", "BaseExceptionGroup", observers_groups_of_any_base),
        *_wrong("all-run", "Leave hooks as it was", observers_consume_queue),
        *_wrong("all-run", "not in a second loop", observers_report_after_loop),
        *_wrong(
            "all-run",
            "inside the loop",
            observers_stop_at_first_error,
            observers_raise_at_the_end,
            observers_never_report,
            observers_try_outside_loop,
        ),
        *_wrong(
            "all-run",
            "report(hook, exc)",
            observers_report_swapped,
            observers_report_name,
            observers_report_message,
        ),
        *_wrong("all-run", "an int", observers_return_failures, observers_return_bool),
        *_wrong("interrupt-propagates", "not BaseException", observers_catch_base),
        *_wrong("interrupt-propagates", "not BaseException", observers_catch_exit_too),
        *_wrong("falsy-event", "whatever the event is", observers_skip_empty_event),
        *_wrong("all-run", "not its cause", observers_report_root_cause),
        *_wrong("interrupt-propagates", "not BaseException", observers_reraise_named_stops),
        *_wrong("all-run", "one failure: report the group itself", observers_open_groups),
        *_wrong("all-run", "not what an earlier hook returned", observers_middleware),
        # Issue 18, batch W: an event of the same type handed on; a count from a ratio.
        *_wrong("all-run", "not what an earlier hook returned", observers_enriched_event),
        *_wrong("all-run", "truncates to one less", observers_count_from_ratio),
        *_wrong("all-run", "report(hook, exc)", observers_report_innermost),
        *_wrong("all-run", "only a hook that raises", observers_returned_errors_fail),
        *_wrong(
            "all-run",
            "a hook that returned (False",
            observers_false_means_failed,
            observers_error_text_fails,
            observers_error_dict_fails,
        ),
        *_wrong("all-run", "a falsy one too", observers_skip_falsy),
        # Issue 18, batch V: a run a hook starts skipped by a re-entrancy guard.
        *_wrong("all-run", "a run like any other", observers_reentrancy_guard),
        *_wrong("all-run", "a warning is not a failure", observers_warnings_fail_too),
        *_wrong("all-run", "a failure of its own", observers_skip_seen_errors),
        *_wrong("all-run", "of every built-in kind too", observers_fatal_errors_propagate),
        *_wrong("all-run", "of every built-in kind too", observers_stop_iteration_stops),
        # Issue 18, batch AK: an OSError by its errno (a full disk) taken for the end.
        *_wrong("all-run", "of every built-in kind too", observers_disk_full_is_fatal),
        *_wrong(
            "all-run",
            "not the object behind it",
            observers_report_the_owner,
            observers_report_what_a_partial_calls,
        ),
        *_wrong("all-run", "of every built-in kind too", observers_raised_warnings_pass),
        *_wrong("all-run", "no inspect.signature check", observers_check_signature_first),
        *_wrong("all-run", "a falsy one too (its class", observers_report_if_caught),
        *_wrong("all-run", "a class too: hook(event)", observers_make_plugins_of_classes),
        *_wrong("any-event", "not a value decoded", observers_decode_json_events),
        *_wrong("any-event", "not hook(*event)", observers_spread_sequences),
        *_wrong(
            "all-run",
            "of every built-in kind too",
            observers_skip_lookup_errors,
            observers_reraise_programming_errors,
            observers_transient_io_ignored,
        ),
        *_wrong("all-run", "not hook.__call__(event)", observers_call_through_dunder),
        *_wrong("all-run", "not another one equal", observers_report_first_equal),
        *_wrong(
            "all-run",
            "a value your own code names",
            observers_heartbeat_is_noise,
            observers_transient_failures_pass,
        ),
        # Issue 18, batch AF: 1,000 failing hooks show a cap on reports before a mined case.
        *_wrong("all-run", "no cap on reports", observers_report_storm_capped),
        *_wrong("any-event", "a value your own code names", observers_shutdown_event_skipped),
        *_wrong("all-run", "in the order listed", observers_lowest_order_first),
        *_wrong("all-run", "whatever attributes it carries", observers_switched_off_skipped),
        *_wrong("all-run", "Leave report as it came", observers_tally_kept_on_report),
        *_wrong("all-run", "in a local variable of the run", observers_count_in_shared_state),
        *_wrong(
            "all-run",
            "A slow hook that returns",
            observers_hung_hooks_fail,
            observers_slow_hooks_flagged,
        ),
        *_wrong(
            "all-run",
            "whatever flags its hook carries",
            observers_critical_hooks_reraise,
            observers_fatal_hook_stops_the_run,
            observers_strict_hooks_unreported,
            observers_required_hooks_unreported,
        ),
        *_wrong(
            "all-run",
            "an unhashable one too",
            observers_failures_per_hook,
            observers_report_each_hook_once,
            observers_each_hook_once,
        ),
        *_wrong("all-run", "listed twice runs twice", observers_registered_once),
    ],
    "audit-line": [
        # Issue 18, batch AQ: the epoch taken for a clock never set; a name cut to 64.
        *_wrong("when", "the epoch's too", audit_line_epoch_as_unset),
        *_wrong("who", "whole name", audit_line_name_cut_to_64),
        # Issue 18, batch AP: keys folded to lower case; 1 written for True after a rewrite;
        # the session id read off transcript_path.
        *_wrong("what", "input_sent is outcome.sent_input", audit_line_keys_lowercased),
        *_wrong("what", "Write each value as it is", audit_line_received_if_equal_is_sent),
        *_wrong("who", "not attributes of the same name", audit_line_session_from_transcript),
        # Issue 18, batch AO: JSON text dumped again; a result without a type key.
        *_wrong("what", "not parsed and dumped again", audit_line_json_outputs_respelled),
        *_wrong(
            "what", "null only when outcome.result is None", audit_line_output_of_tool_results_only
        ),
        # Issue 18, batch X: backslashreplace makes \\U escapes JSON has not.
        *_wrong("one-line", "breaks a line written by hand", audit_line_latin1_shipper),
        # Issue 18, batch T: formatted seconds cached by int(epoch).
        *_wrong("when", "no cache of formatted seconds", audit_line_seconds_cached),
        # Issue 18, batch W: each line printed too (a lone surrogate raises on UTF-8 stdout).
        *_wrong("one-line", "lone surrogate", audit_line_echoed),
        # Issue 18, batch U: milliseconds on a whole second.
        *_wrong("when", "not milliseconds", audit_line_millis_when_whole),
        *_wrong("what", "control characters too", audit_line_strips_ansi),
        # Issue 18, batch W: floats in the input rounded.
        *_wrong("what", "never rounded for tidiness", audit_line_floats_rounded),
        *_wrong("what", "input_sent is outcome.sent_input", audit_line_depth_capped),
        *_wrong("what", "from the environment", audit_line_redaction_setting),
        *_wrong("what", "not the whole result block", audit_line_empty_output_null),
        *_wrong("what", "every status", audit_line_known_error_statuses),
        *_wrong("when", "Write the time in UTC", audit_line_local_time),
        *_wrong("what", "not the whole result block", audit_line_text_only),
        *_wrong("one-line", "a denied one too", audit_line_skips_denials),
        *_wrong("one-line", "no indent", audit_line_pretty),
        *_wrong("when", "a naive time drops the offset", audit_line_naive_time),
        *_wrong("what", "input_sent is outcome.sent_input", audit_line_received_as_sent),
        *_wrong("one-line", "End the line with one newline", audit_line_no_newline),
        *_wrong("denial", "the hook and its reason for a denial", audit_line_forgets_the_hook),
        *_wrong("one-line", "outcome.result is None", audit_line_output_of_result),
        *_wrong(
            "what",
            "true for every status but 'ok'",
            audit_line_error_if_denied_or_failed,
            audit_line_error_from_result,
        ),
        *_wrong("denial", "in every line", audit_line_denial_keys_when_denied),
        *_wrong("when", "a number of seconds is not ISO 8601", audit_line_epoch_time),
        # Two rows of fresh outcomes show it: the "who" property's (batch AX) comes first.
        Wrong(audit_line_memo_by_outcome_id, "who", "no memo across calls", also=("what",)),
        *_wrong("denial", "not a template to fill", audit_line_reason_templated),
        *_wrong("what", "whatever the status", audit_line_received_only_when_ran),
        *_wrong("when", "with their colons", audit_line_offset_without_colon),
        # Another instant, well written: the clock it came from cannot be told from the
        # line (now, the call's start, a shifted zone), so no hint names one.
        *_wrong("when", None, audit_line_time_of_writing),
        *_wrong("what", "not the whole result block", audit_line_whole_result),
        *_wrong(
            "what",
            "not the whole result block",
            audit_line_single_text_block_flattened,
            audit_line_single_block_unwrapped,
        ),
        *_wrong("what", "not a string", audit_line_error_as_text),
        *_wrong("one-line", "breaks a line written by hand", audit_line_by_hand),
        *_wrong("who", "not from the model's input", audit_line_user_from_input),
        *_wrong(
            "what",
            "not the whole result block",
            audit_line_output_parsed,
            audit_line_output_capped,
        ),
        *_wrong("denial", "whatever the status", audit_line_denial_if_status_denied),
        *_wrong("denial", "Write the reason whole", audit_line_short_reason),
        *_wrong("what", "is_error is true for every status but 'ok'", audit_line_flag_from_result),
        # NFKC changes the output first: "what" fails before "denial" is tried.
        Wrong(audit_line_canonical_text, "who", "Unicode normalisation", also=("what",)),
        *_wrong("who", "whole name", audit_line_short_tool_names),
        *_wrong("when", "Keep the instant whole", audit_line_epoch_seconds),
        *_wrong("when", "four digits", audit_line_strftime_z),
        *_wrong("one-line", "lone surrogate", audit_line_byte_budget),
        *_wrong("one-line", "never '\\r\\n'", audit_line_platform_newline),
        *_wrong("what", "Write each value as it is", audit_line_written_once),
        *_wrong("who", "not attributes of the same name", audit_line_ids_from_attributes),
        # Issue 18, batch AM: an ok with a problem flagged; a sub-agent's id; ids lower-cased.
        *_wrong(
            "what", "is_error is true for every status but 'ok'", audit_line_error_if_problem_noted
        ),
        *_wrong("who", "not attributes of the same name", audit_line_sub_agent_as_user),
        *_wrong("who", "case and spaces at their ends and all", audit_line_user_id_lowercased),
        *_wrong("what", "nothing redacted", audit_line_masks_credentials),
        # Issue 18, batch AK: personal data masked; a falsy or missing input written as {}.
        *_wrong("what", "nothing redacted", audit_line_masks_emails),
        *_wrong("what", "A falsy value", audit_line_missing_input_as_empty),
        # Issue 18, batch AL: an MCP result's structuredContent, a denial read from the result's
        # text, a file's text cut down to its length.
        *_wrong("what", "not the whole result block", audit_line_output_prefers_structured),
        *_wrong("denial", "names no hook and no reason", audit_line_reason_from_blocked_text),
        *_wrong("what", "nothing redacted", audit_line_file_text_elided),
        # One mistake: an Ask or its decider taken for a denial.
        *_wrong(
            "denial",
            "from outcome.denial alone",
            audit_line_denied_by_approver,
            audit_line_ask_as_denial,
        ),
        *_wrong("what", "never parse or strip it", audit_line_parses_text_input),
        *_wrong("when", "Keep the instant whole", audit_line_whole_seconds),
        *_wrong("when", "YYYY-MM-DD, with its dashes", audit_line_basic_format_time),
        *_wrong("what", "not the whole result block", audit_line_tidy_text),
        *_wrong("who", "whole name", audit_line_strips_names),
        *_wrong("denial", "never shortened to a part", audit_line_short_hook_name),
        *_wrong("what", "never cut into chunks", audit_line_output_as_lines),
        *_wrong("what", "text that looks like a time", audit_line_utc_as_z),
        *_wrong(
            "denial",
            "a value your own code names",
            audit_line_quiet_healthchecks,
            audit_line_masks_card_numbers,
            audit_line_internal_hooks,
        ),
        *_wrong("one-line", "outcome.result is None", audit_line_output_by_status),
        *_wrong("who", "A falsy value", audit_line_empty_as_null),
    ],
    "session-summary": [
        # Issue 18, batch AP: the ISO week-year; a user from the environment; the session id
        # read off transcript_path.
        *_wrong("who-when", "ISO week-numbering year", summary_iso_calendar_year),
        *_wrong("who-when", "end.context", summary_user_from_the_environment),
        *_wrong("who-when", "Take them from end", summary_session_from_transcript),
        # Issue 18, batch AO: a zero-length session nudged, or divided by.
        *_wrong("who-when", "not nudged apart", summary_nudges_an_empty_session),
        *_wrong("who-when", None, summary_rate_per_second),
        # Issue 18, batch AN: a tool error counted only when its input was received.
        *_wrong(
            "denials-errors", "whatever the result block holds", summary_tool_errors_need_a_run
        ),
        # Issue 18, batch AM: a tally kept by id(outcomes), blind to a list cut since.
        *_wrong("grown", "id(outcomes)", summary_tallied_by_list_id),
        # Issue 18, batch AH: denied outcomes gathered in a set (equal ones counted once).
        *_wrong("denials-errors", "no set of outcomes", summary_denials_in_a_set),
        # Issue 18, batch Z: the tally recursing once per outcome.
        *_wrong("calls", "deeper than the stack allows", summary_recursive_tally),
        *_wrong("calls", "same tool_use_id are two calls", summary_distinct_ids),
        *_wrong("who-when", "as they are, in UTC", summary_local_time),
        # Issue 18, batch W: a tolerance on epoch seconds; counts worked back from shares.
        *_wrong("who-when", "no tolerance taking one", summary_short_sessions_end_at_start),
        *_wrong("calls", "worked back from a", summary_counts_from_shares),
        *_wrong("who-when", "at any length", summary_end_reason_nfc, summary_end_reason_nfkc),
        *_wrong("calls", "Leave outcomes as it arrived", summary_sorts_in_place),
        *_wrong(
            "denials-errors",
            "'tool_error' only",
            summary_denials_as_errors,
            summary_errors_include_failures,
        ),
        *_wrong("calls", "A denied call is still a call", summary_ok_calls_only),
        # Issue 18, batch AL: the context's ids stripped; a tool error forgiven after a retry.
        *_wrong("who-when", "spaces at their ends and all", summary_ids_stripped),
        *_wrong("denials-errors", "'tool_error' only", summary_retried_errors_forgiven),
        *_wrong("who-when", "end.ended_at", summary_end_from_last_call),
        *_wrong("who-when", "isoformat()", summary_naive_times, summary_str_times),
        *_wrong("who-when", "plain dict", summary_equals_anything),
        *_wrong("who-when", "not from the calls", summary_started_at_first_call),
        *_wrong("who-when", "end.reason", summary_end_reason_fixed),
        *_wrong("who-when", "end.context", summary_user_of_first_call),
        *_wrong("calls", "plain dict of tool name to count", summary_short_tool_names),
        *_wrong("denials-errors", "denials counts status 'denied'", summary_denials_by_denial),
        *_wrong("calls", "case and all", summary_tools_any_case, summary_tidy_tool_names),
        *_wrong("calls", "empty tool_use_id", summary_calls_with_an_id),
        *_wrong("calls", "empty tool name", summary_unnamed_tool),
        # Counting Denial objects, with or without the status: one mistake, one hint.
        *_wrong("denials-errors", "denials counts status 'denied'", summary_denials_named),
        *_wrong("calls", "Keep every tool", summary_top_five_tools),
        *_wrong("who-when", "never swap or reorder", summary_times_in_order),
        *_wrong("calls", "an equal one too", summary_distinct_outcomes),
        *_wrong("who-when", "Keep end's times whole", summary_epoch_times),
        *_wrong("who-when", "four digits", summary_strftime_times),
        *_wrong("who-when", "lone surrogate", summary_checked_encodable),
        *_wrong("grown", "id(outcomes)", summary_cached_per_list),
        *_wrong("calls", "whenever it is stamped", summary_calls_after_start),
        *_wrong("calls", "not whole contexts", summary_same_context_only),
        *_wrong("who-when", "not attributes of the same name", summary_ids_from_attributes),
        *_wrong("grown", "by end or by session", summary_once_per_session),
        *_wrong("denials-errors", "whatever the result block holds", summary_errors_from_results),
        *_wrong("calls", "groups neighbours only", summary_groups_tidy_order),
        *_wrong("denials-errors", "denials counts status 'denied'", summary_asks_as_denials),
        # One mistake: end.reason tidied (cut or stripped), not written as it is.
        *_wrong("who-when", "at any length", summary_reason_capped, summary_reason_stripped),
        *_wrong("calls", "whatever user_id its context names", summary_by_user),
        *_wrong(
            "denials-errors",
            "a value your own code names",
            summary_skips_keepalives,
            summary_caps_tools,
            summary_epoch_start_unknown,
        ),
        # Issue 18, batch V: 10,001 outcomes, each sent once; since batch BE the long
        # session (30,000 outcomes) catches the cap without the named value.
        *_wrong("calls", "calls is len(outcomes)", summary_outcomes_capped),
        *_wrong("calls", "whole tool name, at any length", summary_tool_names_cut),
        *_wrong("who-when", "YYYY-MM-DD, with its dashes", summary_basic_format_times),
        *_wrong("denials-errors", "whatever its id", summary_denials_per_call_id),
        *_wrong("fresh-summary", "Build a new summary in every call", summary_memo_by_content),
        # Counts in a module-level dict: two calls at once share it (found first there).
        *_wrong("who-when", "Two calls may run at once", summary_counts_in_module_dict),
        *_wrong(
            "who-when",
            "lone surrogate",
            summary_tools_sorted_as_bytes,
            summary_tools_sorted_as_paths,
            summary_tools_grouped_as_bytes,
        ),
        *_wrong("calls", "lone surrogates and all", summary_tools_grouped_as_printed),
        *_wrong("calls", "groups neighbours only", summary_tools_grouped_by_nfc),
        # Issue 18, batch V: tool names escaped for HTML.
        *_wrong("calls", "escaped for nothing", summary_tool_names_escaped),
        *_wrong(
            "fresh-summary", "Build a new summary in every call", summary_with_session_attributes
        ),
    ],
    "keep-writes-in-project": [
        # Issue 18, batch AQ: a path cut at PATH_MAX; the input's keys case-folded.
        *_wrong("outside-denied", "Normalise the whole file_path", writes_path_cut_at_path_max),
        *_wrong("nothing-to-check", "no permission", writes_keys_case_folded),
        # Issue 18, batch AP: acceptEdits read as consent; a tuple path %-formatted.
        *_wrong("outside-denied", "grant nothing", writes_accept_edits_allows),
        *_wrong("nothing-to-check", "'%s' % path takes a tuple", writes_reason_percent_formatted),
        # Issue 18, batch AO: cwd's trailing dots stripped as a set of characters.
        *_wrong("outside-denied", "never strip cwd", writes_folder_without_trailing_dots),
        # Issue 18, batch AN: hand-written resolvers (above the root; empty parts).
        *_wrong("inside-allowed", "not each step of the way", writes_refuse_dotdot_above_root),
        *_wrong(
            "outside-denied", "from the project folder", writes_hand_normaliser_keeps_empty_parts
        ),
        # Issue 18, batch AJ: other path-looking keys judged too; the folder itself as given.
        *_wrong("inside-allowed", "whatever its content", writes_checks_every_path_key),
        *_wrong(
            "inside-allowed", "Normalise the project folder too", writes_folder_itself_raw_slash
        ),
        # Issue 18, batch AI: the machine's disk read (a folder there is no file to write).
        *_wrong("inside-allowed", "Decide on the text alone", writes_no_write_over_a_folder),
        # Issue 18, batch AF: "inside?" by one recursive dirname per folder.
        *_wrong("inside-allowed", "deeper than the stack allows", writes_inside_by_recursive_climb),
        # Issue 18, batch AE: the folder memoised by id(call.context).
        *_wrong("inside-allowed", "id(call.context)", writes_folder_by_context_id),
        # Issue 18, session 23: its own SystemExit gets no hint of a property.
        *_wrong("outside-denied", None, writes_exit_two),
        # Issue 18, batch X: the path's lone surrogates replaced, the folder's not.
        *_wrong("inside-allowed", "any name is allowed", writes_sanitises_path_only),
        # Issue 18, batch S: composed and decomposed names folded into one (macOS's habit).
        *_wrong("outside-denied", "code point by code point", writes_nfc_folded),
        *_wrong("nothing-to-check", "Nothing to check is no permission", writes_root_fast_path),
        *_wrong(
            "others-allowed", "never strip, fold or normalise the name", writes_ascii_folded_name
        ),
        *_wrong("nothing-to-check", "no permission", writes_cwd_none_only),
        # One mistake, the folder not normalised: a trailing slash, or '.' and '..' in it.
        *_wrong(
            "inside-allowed",
            "Normalise the project folder too",
            writes_folder_as_given,
            writes_folder_slash_stripped,
        ),
        *_wrong("outside-denied", "case-sensitive", writes_case_insensitive),
        *_wrong("nothing-to-check", "no permission", writes_path_key_fallback, writes_fsdecode),
        *_wrong("outside-denied", "no symlink is followed", writes_realpath),
        # Issue 18, batch AK: realpath of a file that exists (a link on the machine's disk).
        *_wrong("outside-denied", "no symlink is followed", writes_realpath_when_exists),
        *_wrong("outside-denied", "whole path parts", writes_startswith),
        *_wrong("outside-denied", "Resolve '.' and '..'", writes_no_normpath),
        *_wrong("outside-denied", "from the project folder", writes_relative_is_inside),
        *_wrong("inside-allowed", "from the project folder", writes_from_process_cwd),
        *_wrong(
            "nothing-to-check", "no permission", writes_missing_path_allowed, writes_no_cwd_allowed
        ),
        *_wrong("nothing-to-check", "call.input.get", writes_key_error),
        *_wrong("outside-denied", "Edit too", writes_write_only),
        *_wrong("others-allowed", "Write and Edit only", writes_every_tool),
        *_wrong("others-allowed", "not a substring", writes_matcher_substring),
        *_wrong("outside-denied", "call.context", writes_cwd_from_input),
        *_wrong("nothing-to-check", "not from the model's input", writes_cwd_fallback_from_input),
        *_wrong("outside-denied", "non-blank alternative", writes_bare_denial),
        *_wrong("inside-allowed", "False is not a decision", writes_returns_false),
        *_wrong("inside-allowed", "names as they are", writes_decodes_escapes),
        *_wrong("outside-denied", "not a pattern", writes_folder_as_regex),
        *_wrong("inside-allowed", "names as they are", writes_expands_user_variables),
        *_wrong("outside-denied", "names as they are", writes_as_file_url),
        *_wrong("inside-allowed", "names as they are", writes_regex_one_line),
        *_wrong("nothing-to-check", "no permission", writes_project_dir_from_environment),
        *_wrong("inside-allowed", "names as they are", writes_unquoted_path),
        *_wrong(
            "nothing-to-check",
            "Only 'cwd' names the project folder",
            writes_folder_from_any_attribute,
        ),
        # One mistake, .format or %: the model's text read as a template.
        *_wrong(
            "outside-denied", "build the reason once", writes_reason_template, writes_percent_reason
        ),
        *_wrong("outside-denied", "never strip cwd", writes_tidy_folder),
        *_wrong("outside-denied", "names as they are", writes_regex_anchored),
        *_wrong("others-allowed", "An MCP tool's name is whole", writes_server_tools_too),
        *_wrong("inside-allowed", "however deep or long", writes_depth_limit),
        *_wrong("outside-denied", "no exemption", writes_scratch_space_too),
        *_wrong("outside-denied", "not a substring (in, find)", writes_folder_anywhere),
        *_wrong("outside-denied", "A '.' part is no folder", writes_collapses_dotdot_pairs),
        *_wrong("outside-denied", "add no folder where writes may go", writes_extra_folders),
        *_wrong("outside-denied", "Only file_path and the folder decide", writes_harmless_edits),
        *_wrong("inside-allowed", "any name is allowed", writes_no_hidden_files),
        # Issue 18, batch AM: the project's own settings, plan mode and sub-agents denied.
        *_wrong("inside-allowed", "any name is allowed", writes_own_settings_protected),
        *_wrong(
            "inside-allowed",
            "whatever its content",
            writes_plan_mode_denies,
            writes_sub_agents_write_nowhere,
        ),
        *_wrong("outside-denied", "never encode them", writes_as_bytes),
        *_wrong("inside-allowed", "never os.path.realpath", writes_resolved_folder),
        *_wrong("inside-allowed", "names as they are", writes_file_urls),
        *_wrong("outside-denied", "a value your own code names", writes_lock_files_anywhere),
        *_wrong("inside-allowed", "a value your own code names", writes_path_max),
        *_wrong("nothing-to-check", "a value your own code names", writes_workspace_root_fallback),
        *_wrong("others-allowed", "never strip, fold or normalise", writes_tool_name_tidied),
        # One mistake: cwd read as several folders (split on a separator-like character).
        *_wrong("outside-denied", "never a separator of several folders", writes_folders_listed),
        *_wrong("outside-denied", "never strip cwd", writes_folder_first_word),
        *_wrong("inside-allowed", "never strip cwd", writes_refuses_odd_folders),
        # (Caught since batch BG by a path wrapped in <...>, told with the names hint.)
        *_wrong("inside-allowed", "names as they are", writes_no_shell_metacharacters),
        # Issue 18, batch M. One mistake: a rule on the content, not on where the file lands.
        *_wrong(
            "inside-allowed",
            "whatever its content",
            writes_capped_at_a_mebibyte,
            writes_text_files_only,
        ),
        # One mistake: the session (its tier, user or attributes) taken for a grant.
        *_wrong(
            "outside-denied",
            "grant nothing",
            writes_admins_anywhere,
            writes_paying_users_anywhere,
            writes_night_maintenance,
        ),
        *_wrong("outside-denied", "Only file_path and the folder decide", writes_forced),
        # Issue 18, batch V: out by '..' and back in denied on the way.
        *_wrong("inside-allowed", "not each step of the way", writes_never_climbing),
        # Issue 18, batch W: '..' let through as a bare name; a path cut at a NUL.
        *_wrong("outside-denied", "no shortcut for names", writes_bare_names_inside),
        *_wrong("outside-denied", "a NUL is a character", writes_cut_at_nul),
        # Issue 18, batch F4: list({cwd, normpath(cwd)})[0] follows the hash seed.
        *_wrong("inside-allowed", "changed with Python's hash seed", writes_folder_either_spelling),
        # Issue 18, batch F4. One mistake: a Bash command parsed for the files it writes.
        *_wrong(
            "others-allowed",
            "whatever its command writes",
            writes_bash_redirects,
            writes_bash_tee_and_copies,
            writes_bash_sensitive_words,
        ),
    ],
}
