"""The wrong-answer catalog's answers from blind batch AR on, apart from :mod:`.answers`.

Grading mines the literals of an answer's whole source file, and reads none past
:data:`hookkata.grading.mining.MAX_SOURCE_CHARS` (500,000 characters): :mod:`.answers` reached
it with batch AR, so later batches' answers live here, with their catalog entries
(:data:`LATER_WRONG`), each file under the cap. They build on helpers of :mod:`.answers`;
the package's ``__init__`` adds :data:`LATER_WRONG` to :data:`.answers.WRONG`, after each
exercise's own entries, so :mod:`.answers` itself still reads as one learner's file.
"""

from __future__ import annotations

import asyncio
import builtins
import concurrent.futures
import copy
import dataclasses
import enum
import fnmatch
import functools
import hmac
import html
import inspect
import io
import itertools
import json
import locale
import logging
import math
import os
import posixpath
import queue
import random
import re
import shlex
import signal
import ssl
import sys
import threading
import traceback
import types
import unicodedata
import unittest
import urllib.parse
import uuid
import weakref
import zoneinfo
from collections import Counter
from collections.abc import Mapping
from datetime import datetime, time, timedelta, timezone

from toolhooks import ALLOW, Deny, HookContext, Rewrite, ToolCall, ToolOutcome

from .answers import (
    ACCOUNT,
    Wrong,
    _install_calling,
    _install_passing,
    _record,
    _summary,
    _wrong,
    answer_turn_comprehension,
    audit_line_sorted_keys,
    chain_while_loop,
    chance_by_complement,
    free_tier_match,
    install_last_in_first_out,
    observers_counting_successes,
    same_user_by_key,
    summary_with_counter,
    synthetic_loop,
    window_by_hour,
    writes_by_parts,
)

# --- Issue 18, batch AR: what slipped through, by kind ------------------------------------


def chance_message_formatted_twice(p, n):  # an f-string kept its old .format(p=p)
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number, got {n!r}".format(n=n))
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}".format(p=p))
    return 1 - p**n


def same_user_presence_and_value_at_once(call):  # `"user_id" in input and input["user_id"]`
    if call.tool_name not in ACCOUNT:
        return None
    asked = "user_id" in call.input and call.input["user_id"]
    if asked is False or asked == call.context.user_id:
        return None
    return Deny(f"not your account: {asked!r}", "ask about your own account")


def same_user_route_params_merged(call):  # Express: req.params over the body
    merged = dict(call.input)
    if isinstance(call.input.get("params"), Mapping):
        merged.update(call.input["params"])
    return same_user_by_key(call.with_input(merged))


def same_user_reason_formats_the_input(call):  # the reason filled from the input's own keys
    verdict = same_user_by_key(call)
    if not isinstance(verdict, Deny):
        return verdict
    reason = "session {session_id} may not read {user_id!r}".format(
        session_id=call.context.session_id, **call.input
    )
    return Deny(reason, verdict.alternative)


def free_tier_runs_same_user_first(call):  # middleware: the rule before it runs first
    if call.tool_name in ACCOUNT and call.input.get("user_id", call.context.user_id) != (
        call.context.user_id
    ):
        return Deny("not your account", "ask about your own account")
    return free_tier_match(call)


def window_alternative_from_attributes(call):  # a desk's own words merged into the alternative
    verdict = window_by_hour(call)
    if not isinstance(verdict, Deny):
        return verdict
    text = "open the case after {end} UTC{support}".format(
        end="04:00", **{"support": "", **call.context.attributes}
    )
    return Deny(verdict.reason, text)


def window_hotfix_label_passes(call):  # a change freeze lets hotfixes through
    labels = call.input.get("labels", ())
    if isinstance(labels, (list, tuple)) and "hotfix" in labels:
        return None
    return window_by_hour(call)


_TOOL_CALL_COUNTS: dict = {}


def answer_turn_counts_per_tool(call_tool, content):  # a metric keyed by call_tool itself
    for block in content:
        if block["type"] == "tool_use":
            _TOOL_CALL_COUNTS[call_tool] = _TOOL_CALL_COUNTS.get(call_tool, 0) + 1
    return answer_turn_comprehension(call_tool, content)


def _install_answering(dispatcher, guard, answered):
    """install_last_in_first_out, with the guard's answer passed through ``answered``."""
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else answered(refused, block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        if not had_own:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo


def _flagged(refused, _block):
    if isinstance(refused, dict) and str(refused.get("content", "")).startswith("BLOCKED:"):
        refused.setdefault("is_error", True)
    return refused


def install_flags_blocked_results(dispatcher, guard):  # "a denial must read as an error"
    return _install_answering(dispatcher, guard, _flagged)


def _rendered(refused, block):
    if isinstance(refused, dict) and refused.get("decision") == "block":
        return {
            "type": "tool_result",
            "tool_use_id": block.get("id"),
            "is_error": True,
            "content": f"BLOCKED: {refused.get('reason', 'blocked')}",
        }
    return refused


def install_renders_block_decisions(dispatcher, guard):  # Claude Code's {"decision": "block"}
    return _install_answering(dispatcher, guard, _rendered)


def install_taken_down_by_an_interrupt(dispatcher, guard):  # "shutting down: leave it as found"
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

    def put_back():
        if not had_own:
            vars(dispatcher).pop("call_tool", None)
        else:
            dispatcher.call_tool = own

    def guarded(block):
        try:
            refused = guard(block)
        except (KeyboardInterrupt, SystemExit):
            if vars(dispatcher).get("call_tool") is guarded:
                put_back()
            raise
        return original(block) if refused is None else refused

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        put_back()

    return undo


def install_once_guards_asked_once(dispatcher, guard):  # addEventListener's {once: true}
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    asked = []

    def guarded(block):
        if getattr(guard, "once", False) is True and asked:
            return original(block)
        asked.append(True)
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


def install_undo_follows_wrapped(dispatcher, guard):  # "decorators keep __wrapped__"
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    dispatcher.call_tool = guarded

    def undo():
        current = vars(dispatcher).get("call_tool")
        for _ in range(100):
            if current is guarded or current is None:
                break
            current = getattr(current, "__wrapped__", None)
        if current is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        if not had_own:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo


def chain_context_for_two_argument_code(hooks, call):  # hooks whose code takes two get context
    for hook in hooks:
        code = getattr(hook, "__code__", None)
        two = code is not None and code.co_argcount >= 2
        decision = hook(call, call.context) if two else hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_async_hooks_not_waited_for(hooks, call):  # Claude Code's "async": true hooks
    for hook in hooks:
        decision = hook(call)
        if getattr(hook, "async_", False):
            continue  # "in the background": its verdict is not waited for
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def _pluggy_rank(hook):
    if getattr(hook, "tryfirst", False):
        return 0
    return 2 if getattr(hook, "trylast", False) else 1


def chain_pluggy_tryfirst(hooks, call):  # pluggy: tryfirst hooks before the others
    return chain_while_loop(sorted(hooks, key=_pluggy_rank), call)


def observers_pluggy_tryfirst(hooks, event, report):  # pluggy: tryfirst hooks before the others
    return observers_counting_successes(sorted(hooks, key=_pluggy_rank), event, report)


def audit_line_text_or_blocks_only(outcome):  # the two shapes the API documents for content
    line = _record(outcome)
    if not isinstance(line["output"], (str, list)):
        line["output"] = None
    return json.dumps(line) + "\n"


def summary_masks_email_users(outcomes, end):  # a dashboard's privacy habit
    user = end.context.user_id
    name, at, domain = user.partition("@")
    shown_user = f"{name[:1]}***@{domain}" if at and name else user
    return _summary(outcomes, end, user_id=shown_user)


def writes_mention_prefix_stripped(call):  # Claude Code's "@file" mentions a file
    path = call.input.get("file_path")
    if isinstance(path, str) and path.startswith("@"):
        return writes_by_parts(call.with_input({**call.input, "file_path": path[1:]}))
    return writes_by_parts(call)


def writes_root_tested_before_normalising(call):  # "the whole disk: nothing to compare"
    project = call.context.attributes.get("cwd")
    if project == "/" and call.tool_name in ("Write", "Edit"):
        return None
    if isinstance(project, str) and os.path.normpath(project) == "/" and project != "/":
        path = call.input.get("file_path")
        if isinstance(path, str) and path.startswith(project.rstrip("/") + "/"):
            return None
        return Deny("outside the project folder.", "write inside the project folder.")
    return writes_by_parts(call)


# --- Issue 18, batch AS: what slipped through, by kind ------------------------------------

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def _same_user_cleaned(call, clean):
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = clean(asked)
    if asked == call.context.user_id:
        return None
    return Deny("this session can only access its own account.", "use the signed-in account.")


def same_user_ansi_stripped(call):  # colour codes are terminal noise, not part of an id
    return _same_user_cleaned(call, lambda asked: _ANSI.sub("", asked))


def same_user_invalid_utf8_dropped(call):  # "the model's text may not be valid UTF-8"
    return _same_user_cleaned(call, lambda asked: asked.encode("utf-8", "ignore").decode())


def same_user_control_chars_refused(call):  # control characters read as an injection
    asked = call.input.get("user_id") if call.tool_name in ACCOUNT else None
    if isinstance(asked, str) and any(unicodedata.category(ch) == "Cc" for ch in asked):
        return Deny("the requested id holds control characters.", "ask by the plain id.")
    return same_user_by_key(call)


def free_tier_overlong_name_denied(call):  # "the API's own limit: 64 characters"
    if len(call.tool_name) > 64:
        return Deny("that tool name is longer than any real tool's.", "call a listed tool.")
    return free_tier_match(call)


_INJECTION = re.compile(r"\b(?:ignore|disregard)\s+(?:the\s+)?(?:previous|above)\b", re.I)
_CARD = re.compile(r"\b(?:\d[ -]?){12,18}\d\b")
_SECRET = re.compile(
    r"\b(?:sk|pk|rk)-[A-Za-z0-9_-]{8,}|\bghp_[A-Za-z0-9]{16,}|\bAKIA[0-9A-Z]{16}\b"
)


def _synthetic_filtered(tool_use_id, deny, reason_filter, alternative_filter):
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = "BLOCKED: " + reason_filter(reason)
    alternative = (deny.alternative or "").strip()
    if alternative and alternative_filter(alternative) is not None:
        content += " Alternative: " + alternative_filter(alternative)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_injection_alternative_dropped(tool_use_id, deny):  # "never hand it an override"
    return _synthetic_filtered(
        tool_use_id,
        deny,
        lambda reason: reason,
        lambda alternative: None if _INJECTION.search(alternative) else alternative,
    )


def synthetic_card_numbers_masked(tool_use_id, deny):  # PCI: only the last four digits
    def mask(found):
        digits = found.group(0)
        keep = sum(ch.isdigit() for ch in digits) - 4
        out = []
        for ch in digits:
            if ch.isdigit() and keep > 0:
                keep -= 1
                ch = "*"
            out.append(ch)
        return "".join(out)

    return _synthetic_filtered(
        tool_use_id, deny, lambda reason: _CARD.sub(mask, reason), lambda alternative: alternative
    )


def synthetic_secrets_redacted(tool_use_id, deny):  # "never let the model read a credential"
    def redact(text):
        return _SECRET.sub("[REDACTED]", text)

    return _synthetic_filtered(tool_use_id, deny, redact, redact)


_EMAIL = re.compile(r"\b([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})\b")


def answer_turn_emails_masked(call_tool, content):  # PII hygiene before the model reads it
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            message = _EMAIL.sub(r"\1***@\2", str(exc))
            head = f"Tool call failed ({type(exc).__name__})"
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{head}: {message}" if message.strip() else head + ".",
                }
            )
    return {"role": "user", "content": results}


def _install_checking(dispatcher, guard, check):
    """install_last_in_first_out, with ``check(block)`` run on each block first."""

    def checked(block):
        check(block)
        return guard(block)

    return install_last_in_first_out(dispatcher, checked)


CALLS_BY_TOOL = Counter()


def install_counts_calls_by_name(dispatcher, guard):  # a metric per tool, for the dashboard
    return _install_checking(
        dispatcher, guard, lambda block: CALLS_BY_TOOL.update([block.get("name")])
    )


def _canonical_name(block):
    if isinstance(block, dict) and isinstance(block.get("name"), str):
        block["name"] = block["name"].strip().lower()


def install_canonicalises_the_name(dispatcher, guard):  # one spelling for guard and tool
    return _install_checking(dispatcher, guard, _canonical_name)


def _depth(value, level=0):
    if level > 32:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level + 1)
    if isinstance(value, (list, tuple)):
        return max((_depth(v, level + 1) for v in value), default=level + 1)
    return level


def _shallow_enough(block):
    if _depth(block) > 32:
        raise ValueError("tool_use block nests too deeply")


def install_caps_nesting(dispatcher, guard):  # a JSON bomb habit
    return _install_checking(dispatcher, guard, _shallow_enough)


def _small_enough(block):
    if len(json.dumps(block, default=str)) > 1_000_000:
        raise ValueError("tool_use block too large")


def install_refuses_large_blocks(dispatcher, guard):  # request-size hardening
    return _install_checking(dispatcher, guard, _small_enough)


def chain_asserts_unprefixed_reasons(hooks, call):  # "synthetic_error_result adds BLOCKED:"
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            assert not decision.reason.lstrip().startswith("BLOCKED:"), "reason only, please"
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


_CHAIN_MEMO = {}


def chain_memoised_per_hooks_and_call(hooks, call):  # "the chain is deterministic"
    key = (tuple(map(id, hooks)), call)
    stored = _CHAIN_MEMO.get(key)
    if stored is not None and all(a is b for a, b in zip(stored[0], hooks, strict=False)):
        return stored[1]
    result = chain_while_loop(hooks, call)
    _CHAIN_MEMO[key] = (tuple(hooks), result)  # the hooks kept: their ids stay theirs
    return result


_CHAIN_DEPTH = [0]


def chain_depth_capped(hooks, call):  # a runaway-recursion guard
    if _CHAIN_DEPTH[0] >= 3:
        raise RecursionError("PreToolUse chains nested more than 3 deep")
    _CHAIN_DEPTH[0] += 1
    try:
        return chain_while_loop(hooks, call)
    finally:
        _CHAIN_DEPTH[0] -= 1


CHAIN_STATS = {"rewrites": 0}


def chain_stats_reset_per_run(hooks, call):  # module-level stats, reset by each run
    CHAIN_STATS["rewrites"] = 0
    current = call
    for hook in hooks:
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            CHAIN_STATS["rewrites"] += 1
            current = current.with_input(decision.new_input)
    return current if CHAIN_STATS["rewrites"] else call


def _chain_rewriting(hooks, call, applied):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new_input = applied(call.input, decision.new_input)
            if new_input is not None:
                call = call.with_input(new_input)
    return call


def chain_cuts_long_rewrites(hooks, call):  # "a hook must not bloat the tool's input"
    return _chain_rewriting(
        hooks,
        call,
        lambda _old, new: {k: v[:4096] if isinstance(v, str) else v for k, v in new.items()},
    )


def _raises_a_number(old, new):
    def number(value):
        return isinstance(value, (int, float)) and not isinstance(value, bool)

    return any(number(v) and number(old.get(k)) and v > old[k] for k, v in new.items())


def chain_rewrites_only_lower(hooks, call):  # least privilege: hooks may only tighten
    return _chain_rewriting(
        hooks, call, lambda old, new: None if _raises_a_number(old, new) else new
    )


def chain_rewrites_cleaned(hooks, call):  # "sanitise a hook's rewrite like input"
    def clean(value):
        if isinstance(value, str):
            return "".join(ch for ch in value if unicodedata.category(ch) != "Cc")
        return value

    return _chain_rewriting(hooks, call, lambda _old, new: {k: clean(v) for k, v in new.items()})


_ALLOW_STREAKS = {}


def chain_skips_settled_hooks(hooks, call):  # a hook that allowed 50 times is settled
    for hook in hooks:
        streak = _ALLOW_STREAKS.get(id(hook))
        if streak is not None and streak[0] is hook and streak[1] >= 50:
            continue
        decision = hook(call)
        if decision is None or decision is ALLOW:
            if streak is None or streak[0] is not hook:
                streak = _ALLOW_STREAKS[id(hook)] = [hook, 0]
            streak[1] += 1
            continue
        _ALLOW_STREAKS.pop(id(hook), None)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


_OBSERVER_LOG = logging.getLogger("observers")


def observers_log_hook_vars(hooks, event, report):  # a debug line with the hook's settings
    failed = 0
    for hook in hooks:
        _OBSERVER_LOG.debug("running %r with settings %s", hook, vars(hook))
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def summary_end_reason_ansi_stripped(outcomes, end):  # it cannot recolour a terminal
    return _summary(outcomes, end, end_reason=_ANSI.sub("", end.reason))


def summary_session_compared_in_constant_time(outcomes, end):  # a habit from token checks
    own = [
        outcome
        for outcome in outcomes
        if hmac.compare_digest(outcome.context.session_id, end.context.session_id)
    ]
    return _summary(own, end)


_SECRET_LOOKING = re.compile(r"(?i)(api[_-]?key|secret|password|token|BEGIN [A-Z ]*PRIVATE KEY)")


def writes_refuses_secret_content(call):  # "secrets belong in the environment"
    verdict = writes_by_parts(call)
    text = call.input.get("content", call.input.get("new_string", ""))
    if verdict is None and isinstance(text, str) and _SECRET_LOOKING.search(text):
        return Deny("the text looks like it holds a secret.", "read secrets from the environment.")
    return verdict


# --- Issue 18, batch AT: what slipped through, by kind ------------------------------------

_CHANCE_MEMO = {}


def chance_memo_keyed_by_text(p, n):  # "a cheap, readable cache key"
    key = f"{p}|{n}"
    if key not in _CHANCE_MEMO:
        _CHANCE_MEMO[key] = chance_by_complement(p, n)
    return _CHANCE_MEMO[key]


_PLOTTED = {(0.99, n): 1 - 0.99**n for n in (10, 100, 1_000, 10_000)}


def chance_plotted_points_first(p, n):  # the notebook's curve: no need to recompute
    known = _PLOTTED.get((p, n))
    return known if known is not None else chance_by_complement(p, n)


def same_user_strict_json_audit(call):  # a record that cannot be written denies the call
    if call.tool_name in ACCOUNT:
        try:
            json.dumps(dict(call.input), allow_nan=False, default=str)
        except ValueError:
            return Deny("this request could not be recorded.", "retry with plain values.")
    return same_user_by_key(call)


_SAME_USER_SEEN = {}


def same_user_memo_by_joined_text(call):  # verdicts kept under "own:asked"
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    own, asked = call.context.user_id, call.input["user_id"]
    key = f"{own}:{asked}"
    if key not in _SAME_USER_SEEN:
        _SAME_USER_SEEN[key] = asked == own
    if _SAME_USER_SEEN[key]:
        return None
    return Deny("not your account", "ask about your own account")


def window_glob_matcher(call):  # "create_case_file*", a glob habit, read as a regex
    if re.fullmatch("create_case_file*", call.tool_name):
        return window_by_hour(dataclasses.replace(call, tool_name="create_case_file"))
    return None


def _synthetic(tool_use_id, deny, reason=lambda text: text):
    content = "BLOCKED: " + reason(re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip())
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_cache_control_on_long(tool_use_id, deny):  # a prompt-caching habit
    result = _synthetic(tool_use_id, deny)
    if len(result["content"]) >= 4096:
        result["cache_control"] = {"type": "ephemeral"}
    return result


_SYNTHETIC_MEMO = {}


def synthetic_memo_by_reason_head(tool_use_id, deny):  # "keep cache keys small"
    key = (deny.reason[:64], deny.alternative)
    if key not in _SYNTHETIC_MEMO:
        _SYNTHETIC_MEMO[key] = _synthetic(tool_use_id, deny)["content"]
    content = _SYNTHETIC_MEMO[key]
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_reason_label_dropped(tool_use_id, deny):  # hooks that wrote "Reason: ..."
    return _synthetic(tool_use_id, deny, lambda reason: re.sub(r"^Reason:\s*", "", reason))


def answer_turn_default_inputs(call_tool, content):  # "tools expect an input object"
    for block in content:
        if block.get("type") == "tool_use":
            block.setdefault("input", {})
    return answer_turn_comprehension(call_tool, content)


def answer_turn_object_inputs_only(call_tool, content):  # only well-formed calls
    kept = [b for b in content if b["type"] != "tool_use" or isinstance(b.get("input"), dict)]
    return answer_turn_comprehension(call_tool, kept)


_IN_FLIGHT = set()


def answer_turn_in_flight_ids(call_tool, content):  # "never run one call twice at once"
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        if block["id"] in _IN_FLIGHT:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": "already running",
                }
            )
            continue
        _IN_FLIGHT.add(block["id"])
        try:
            results.extend(answer_turn_comprehension(call_tool, [block])["content"])
        finally:
            _IN_FLIGHT.discard(block["id"])
    return {"role": "user", "content": results}


def install_notes_last_verdict(dispatcher, guard):  # "for debugging"
    def noted(block):
        verdict = guard(block)
        dispatcher.last_guard_verdict = verdict
        return verdict

    return install_last_in_first_out(dispatcher, noted)


def _install_around(dispatcher, wrap):
    """install_guard's frame for answers that differ only in their wrapper: save, set
    ``wrap(original)``, and an undo() that refuses out of order and puts back what was."""
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    guarded = wrap(original)
    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        if not had_own:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo


def install_drops_null_keys(dispatcher, guard):  # model_dump(exclude_none=True)
    def wrap(original):
        def guarded(block):
            clean = (
                {k: v for k, v in block.items() if v is not None}
                if isinstance(block, dict)
                else block
            )
            refused = guard(clean)
            return original(clean) if refused is None else refused

        return guarded

    return _install_around(dispatcher, wrap)


def install_awaits_coroutine_results(dispatcher, guard):  # "async tools: wait for them"
    def wrap(original):
        def guarded(block):
            refused = guard(block)
            if refused is not None:
                return refused
            result = original(block)
            return asyncio.run(result) if asyncio.iscoroutine(result) else result

        return guarded

    return _install_around(dispatcher, wrap)


def install_rebuilds_own_method(dispatcher, guard):  # "hold no bound method, no cycle"
    own = vars(dispatcher).get("call_tool")
    parts = (own.__func__, own.__self__) if isinstance(own, types.MethodType) else None
    undo_first = install_last_in_first_out(dispatcher, guard)

    def undo():
        undo_first()
        if parts is not None:
            dispatcher.call_tool = types.MethodType(*parts)

    return undo


_HOOK_LOCKS = {}


def chain_lock_per_hook(hooks, call):  # "hooks may not be thread-safe"
    for hook in hooks:
        lock = _HOOK_LOCKS.setdefault(id(hook), (hook, threading.Lock()))[1]
        with lock:
            decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


_REWRITTEN = {}


def chain_rewrites_memo_by_call_id(hooks, call):  # rewritten calls kept per id(call) and input
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            key = (id(call), json.dumps(decision.new_input, sort_keys=True, default=str))
            if key not in _REWRITTEN:
                _REWRITTEN[key] = call.with_input(decision.new_input)
            call = _REWRITTEN[key]
    return call


_REWRITTEN_BY_INPUT = {}


def chain_rewritten_memo_by_input_id(hooks, call):  # rewritten calls kept per id(new_input)
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            key = id(decision.new_input)
            if key not in _REWRITTEN_BY_INPUT:
                _REWRITTEN_BY_INPUT[key] = call.with_input(decision.new_input)
            call = _REWRITTEN_BY_INPUT[key]
    return call


def same_user_missing_read_as_empty_object(call):  # {} stands for "no user_id", == {} too
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    asked = call.input.get("user_id", {})
    if asked == {} or asked == call.context.user_id:
        return None
    return Deny("only this session's own account", "ask about the signed-in account")


def same_user_no_break_space_as_space(call):  # pasted ids: NBSP read as a plain space
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = asked.replace("\u00a0", " ")
    if asked != call.context.user_id:
        return Deny("only this session's own account", "ask about the signed-in account")
    return None


def same_user_reason_quotes_the_note(call):  # the note sliced as if it were text
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    note = call.input.get("note")
    said = f" (the request said: {note[:40]})" if note else ""
    return Deny("only this session's own account" + said, "ask about the signed-in account")


def free_tier_code_from_latin1_session(call):  # a support code from the session id's bytes
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    code = call.context.session_id.encode("latin-1").hex()[:8]
    return Deny("free accounts cannot open case files", f"answer from the FAQ (ref {code})")


def synthetic_reason_isolated_when_rtl(tool_use_id, deny):  # bidi isolates "for display"
    reason = deny.reason
    if any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in reason):
        reason = "\u2068" + reason + "\u2069"
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "content": content, "is_error": True}


def synthetic_reason_marks_capped(tool_use_id, deny):  # at most two combining marks in a row
    kept, run = [], 0
    for ch in deny.reason:
        run = run + 1 if unicodedata.combining(ch) else 0
        if run <= 2:
            kept.append(ch)
    content = "BLOCKED: " + "".join(kept)
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "content": content, "is_error": True}


def answer_turn_shouting_calmed(call_tool, content):  # an all-capitals message capitalised
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            said = str(exc)
            said = said.capitalize() if said.isupper() else said
            text = f"{type(exc).__name__}: {said}" if said.strip() else type(exc).__name__
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "content": text,
                    "is_error": True,
                }
            )
    return {"role": "user", "content": results}


_NO_OWN = object()


def install_guard_enum_answer_as_value(dispatcher, guard):  # an Enum answer handed on as .value
    saved = dispatcher.__dict__.get("call_tool", _NO_OWN)
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        return answer.value if isinstance(answer, enum.Enum) else answer

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order")
        if saved is _NO_OWN:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo


_INSTALLED = weakref.WeakKeyDictionary()


def install_guard_saved_by_dispatcher(dispatcher, guard):  # a weak table keyed by dispatcher
    _INSTALLED.setdefault(dispatcher, []).append(dispatcher.__dict__.get("call_tool", _NO_OWN))
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order")
        saved = _INSTALLED[dispatcher].pop()
        if saved is _NO_OWN:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo


def install_guard_bad_input_answered(dispatcher, guard):  # ToolInputError made a result
    from toolhooks import ToolInputError

    saved = dispatcher.__dict__.get("call_tool", _NO_OWN)
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        if answer is not None:
            return answer
        try:
            return original(block)
        except ToolInputError as exc:
            return {
                "type": "tool_result",
                "tool_use_id": block.get("id"),
                "content": str(exc),
                "is_error": True,
            }

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order")
        if saved is _NO_OWN:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo


def chain_long_reasons_trimmed(hooks, call):  # a Deny over 500 characters rebuilt shorter
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            if len(decision.reason) > 500:
                return Deny(decision.reason[:497] + "...", decision.alternative)
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_rewrite_values_made_json(hooks, call):  # bytes decoded, naive times made UTC
    def plain(value):
        if isinstance(value, bytes):
            return value.decode("utf-8", "replace")
        if isinstance(value, datetime) and value.tzinfo is None:
            return value.replace(tzinfo=timezone.utc)
        return value

    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: plain(v) for k, v in decision.new_input.items()})
    return call


def chain_rewrite_enums_made_plain(hooks, call):  # an Enum member handed on as its .value
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new_input = decision.new_input.items()
            plain = {k: v.value if isinstance(v, enum.Enum) else v for k, v in new_input}
            call = call.with_input(plain)
    return call


_WINDOW_BOUNDS = []


def window_bounds_made_on_first_use(call):  # the first call only builds the bounds
    if call.tool_name != "create_case_file":
        return None
    if not _WINDOW_BOUNDS:
        _WINDOW_BOUNDS.append((time(2), time(4)))
        return None
    start, end = _WINDOW_BOUNDS[0]
    if start <= call.timestamp.astimezone(timezone.utc).time() < end:
        return Deny("new case files wait until the deploy window ends", "try again after 04:00 UTC")
    return None


_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_joins_wrapped_id(call):  # an id wrapped over lines joined back
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = "".join(asked.splitlines())
    if asked != call.context.user_id:
        return Deny("only the signed-in customer's account", "ask about your own account")
    return None


_SAME_USER_SEEN = {}


def same_user_memo_by_cut_repr(call):  # verdicts memoised by the input's first 64 characters
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    key = (call.tool_name, call.context.user_id, repr(dict(call.input))[:64])
    if key not in _SAME_USER_SEEN:
        asked = call.input.get("user_id", call.context.user_id)
        denied = "user_id" in call.input and asked != call.context.user_id
        _SAME_USER_SEEN[key] = Deny("not your account", "ask about your own") if denied else None
    return _SAME_USER_SEEN[key]


def free_tier_evidence_in_three_slots(call):  # the evidence formatted as three slots
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    evidence = call.input.get("evidence")
    reason = "free-tier accounts cannot open case files"
    if isinstance(evidence, tuple) and len(evidence) >= 3:
        first, second, third = evidence  # three, as in the examples
        reason += f" (evidence kept: {first}, {second}, {third})"
    return Deny(reason, "offer the premium plan and answer from the FAQ")


def summary_counts_each_tool_again(outcomes, end):  # each outcome counts the whole list again
    names = [o.tool_name for o in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": {o.tool_name: names.count(o.tool_name) for o in outcomes},
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }


def summary_errors_read_from_output(outcomes, end):  # an ok whose text says Error counted
    def failed(o):
        content = (o.result or {}).get("content")
        return o.status == "tool_error" or (isinstance(content, str) and "error" in content.lower())

    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(map(failed, outcomes)),
    }


# --- Issue 18, batch BF: what slipped through, by kind ------------------------------------


def chance_negative_n_formatted(p, n):  # the message shows n rounded, as a float
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be a whole number, got {n!r}")
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n:.0f}")
    return chance_by_complement(p, n)


_DAILY_TIPS = tuple(f"help page {day % 7}" for day in range(365))


def free_tier_tip_by_day_of_year(call):  # a tip of the day from a 365-entry table
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    tip = _DAILY_TIPS[call.timestamp.timetuple().tm_yday - 1]
    return Deny("case files need the premium plan", f"answer from the FAQ ({tip})")


def _error_result(block, exc):
    text = f"{type(exc).__name__}: {exc}"
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


def turn_disk_full_is_fatal(call_tool, content):  # a full disk stops the agent
    import errno

    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except OSError as exc:
            if exc.errno == errno.ENOSPC:
                raise
            results.append(_error_result(block, exc))
        except Exception as exc:
            results.append(_error_result(block, exc))
    return {"role": "user", "content": results}


def turn_timeouts_in_plain_words(call_tool, content):  # a timed-out command said kindly
    import subprocess

    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except subprocess.TimeoutExpired as exc:
            results.append({**_error_result(block, exc), "content": "The tool took too long."})
        except Exception as exc:
            results.append(_error_result(block, exc))
    return {"role": "user", "content": results}


def _blocked_result(tool_use_id, reason, alternative):
    content = f"BLOCKED: {reason}"
    if alternative and alternative.strip():
        content += f" Alternative: {alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def synthetic_prefix_colons_eaten(tool_use_id, deny):  # "BLOCKED::" typos tolerated
    reason = re.sub(r"^(?:\s*BLOCKED:+\s*)+", "", deny.reason).strip()
    return _blocked_result(tool_use_id, reason, deny.alternative)


def synthetic_commit_ids_shortened(tool_use_id, deny):  # as git log --oneline shows them
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:") :]
    reason = re.sub(r"\b([0-9a-f]{7})[0-9a-f]{33}\b", r"\1", reason.strip())
    return _blocked_result(tool_use_id, reason, deny.alternative)


def chain_forced_calls_skip_hooks(hooks, call):  # "force": true is the model's override
    if call.input.get("force") is True:
        return call
    return chain_while_loop(hooks, call)


def summary_blank_names_bucketed(outcomes, end):  # names of spaces only read as one
    names = Counter("(blank)" if o.tool_name.isspace() else o.tool_name for o in outcomes)
    return {**summary_with_counter(outcomes, end), "calls_by_tool": dict(names)}


_OUTSIDE_REASON = "PATH is outside the project folder"


def writes_reason_by_re_sub(call):  # the path put into the reason with re.sub
    verdict = writes_by_parts(call)
    if verdict is None:
        return None
    path = call.input.get("file_path")
    if not isinstance(path, str):
        return verdict
    return Deny(re.sub("PATH", path, _OUTSIDE_REASON), verdict.alternative)


# --- Issue 18, batch BG: what slipped through, by kind ---------------------------------------


def _home_of(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that must prevent the call cannot wait for its outcome")
    return "PreToolUse" if reads & {"user", "tier", "time", "session"} else "tool"


_REFUSED = []


def rule_home_refused_set_forgotten_next_call(reads, must_prevent):  # "tidy up after a refusal"
    while _REFUSED:
        _REFUSED.pop().clear()  # the refused rule's facts are not needed any more
    try:
        return _home_of(reads, must_prevent)
    except ValueError:
        _REFUSED.append(reads)
        raise


_FACTS_PER_HOME = {}


def rule_home_facts_gathered_per_home(reads, must_prevent):  # a table for the summary
    home = _home_of(reads, must_prevent)
    _FACTS_PER_HOME.setdefault(home, reads).update(reads)
    return home


def free_tier_trial_from_next_month(call):  # "your trial starts on this day next month"
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    when = call.timestamp
    starts = when.replace(month=when.month % 12 + 1, year=when.year + (when.month == 12))
    return Deny("case files need the premium plan", f"offer a trial from {starts:%d %B}")


def _turn_answered(name, is_a_call, said):
    """An answer_turn, right but for which blocks it takes for calls and how it says a
    crash's message (``said(exc)``): the batch-BG answers differ only there."""

    def answer_turn(call_tool, content):
        results = []
        for block in content:
            if not is_a_call(block):
                continue
            try:
                results.append(call_tool(block))
            except Exception as exc:
                text = f"{type(exc).__name__}: {said(exc)}"
                error = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True}
                results.append({**error, "content": text})
        return {"role": "user", "content": results}

    answer_turn.__name__ = answer_turn.__qualname__ = name
    return answer_turn


def _tool_use(block):
    return block.get("type") == "tool_use"


answer_turn_message_made_wire_safe = _turn_answered(  # "valid UTF-8 for the request"
    "answer_turn_message_made_wire_safe",
    _tool_use,
    lambda exc: str(exc).encode("utf-8", "replace").decode("utf-8"),
)
answer_turn_nameless_calls_skipped = _turn_answered(  # "a tool_use without a name calls nothing"
    "answer_turn_nameless_calls_skipped", lambda block: _tool_use(block) and block.get("name"), str
)


def _logged_with_repr(exc):  # a debug line per failure, then the message
    print(f"tool call failed: {exc!r}")
    return str(exc)


answer_turn_failures_logged_with_repr = _turn_answered(
    "answer_turn_failures_logged_with_repr", _tool_use, _logged_with_repr
)


def chain_failures_logged_with_repr(hooks, call):  # a log line, then the exception goes on
    try:
        return chain_while_loop(hooks, call)
    except Exception as exc:
        print(f"hook failed: {exc!r}")
        raise


def synthetic_alternative_closed_with_a_stop(tool_use_id, deny):  # "a sentence ends with ."
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:") :]
    content = f"BLOCKED: {reason.strip()}"
    if deny.alternative not in (None, ""):
        said = deny.alternative.strip()
        content += f" Alternative: {said if said.endswith(('.', '!', '?')) else said + '.'}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def chain_one_hook_per_owner(hooks, call):  # "one policy object runs once"
    owners, kept = [], []
    for hook in hooks:
        owner = getattr(hook, "__self__", None)
        if owner is not None and any(owner is seen for seen in owners):
            continue
        owners.append(owner)
        kept.append(hook)
    return chain_while_loop(kept, call)


def _installed(dispatcher, ask):
    """Install ``ask`` as the guard, right in every other way (save, stack, undo)."""
    own = vars(dispatcher)
    had, previous, original = "call_tool" in own, own.get("call_tool"), dispatcher.call_tool

    def wrapper(block):
        answer = ask(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order: a newer guard is installed")
        if had:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


_DEPTH = [0]


def install_depth_capped(dispatcher, guard):  # "stop a wrapper that calls itself"
    def guarded_once(block):
        if _DEPTH[0] >= 64:
            raise RecursionError("call_tool re-entered too deeply")
        _DEPTH[0] += 1
        answer = guard(block)
        _DEPTH[0] -= 1  # not reached when the guard raises
        return answer

    return _installed(dispatcher, guarded_once)


def install_partial_guard_unwrapped(dispatcher, guard):  # the partial's function, for logs
    return _installed(dispatcher, guard.func if isinstance(guard, functools.partial) else guard)


def install_policy_check_preferred(dispatcher, guard):  # policy objects have .check
    return _installed(dispatcher, getattr(guard, "check", guard))


def install_refuses_no_dispatcher(dispatcher, guard):  # `if not dispatcher`: nothing given
    if not dispatcher:
        raise TypeError("install_guard needs a dispatcher")
    return _installed(dispatcher, guard)


def install_refuses_lambda_originals(dispatcher, guard):  # the notebook warned of lambdas
    if getattr(dispatcher.call_tool, "__name__", "") == "<lambda>":
        raise ValueError("call_tool is a lambda: wrapping it is unsafe")
    return _installed(dispatcher, guard)


def chain_partials_unwrapped(hooks, call):  # the partial's function, named in a trace
    plain = [hook.func if isinstance(hook, functools.partial) else hook for hook in hooks]
    return chain_while_loop(plain, call)


def writes_path_unwrapped_first(call):  # models write <path> like a link
    path = call.input.get("file_path") if isinstance(call.input, dict) else None
    if isinstance(path, str) and len(path) > 1 and path[0] + path[-1] in ("<>", "``"):
        call = call.with_input({**call.input, "file_path": path[1:-1]})
    return writes_by_parts(call)


def writes_accents_stripped_first(call):  # "no look-alike accents in paths"
    path = call.input.get("file_path") if isinstance(call.input, dict) else None
    if isinstance(path, str):
        plain = "".join(
            c for c in unicodedata.normalize("NFD", path) if not unicodedata.combining(c)
        )
        call = call.with_input({**call.input, "file_path": plain})
    return writes_by_parts(call)


# --- Issue 18, batch BG's last slips (session 45) ------------------------------------------


def chain_call_picked_by_truth(hooks, call):  # "the rewritten call if any, else the given one"
    rewritten = None
    for hook in hooks:
        decision = hook(rewritten or call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            rewritten = (rewritten or call).with_input(decision.new_input)
    return rewritten or call


_RUNNING_LISTS = set()


def observers_same_list_rerun_skipped(hooks, event, report):  # "stop a runaway recursion"
    if id(hooks) in _RUNNING_LISTS:
        return 0
    _RUNNING_LISTS.add(id(hooks))
    try:
        return _observed(hooks, event, report)
    finally:
        _RUNNING_LISTS.discard(id(hooks))


_REPORTS_IN_USE = []


def observers_same_report_reported_once(hooks, event, report):  # "the outer run reports it"
    nested = any(kept is report for kept in _REPORTS_IN_USE)
    _REPORTS_IN_USE.append(report)
    try:
        return _observed(hooks, event, report if not nested else lambda *_: None)
    finally:
        _REPORTS_IN_USE.pop()


def _observed(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed


def observers_held_interrupt_raised(hooks, event, report):  # "unwrap a worker's interrupt"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            held = [arg for arg in exc.args if isinstance(arg, KeyboardInterrupt)]
            if held:
                raise held[0] from exc
            failed += 1
            report(hook, exc)
    return failed


def observers_skips_passed_over(hooks, event, report):  # a test runner's skip: an opt-out
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except unittest.SkipTest:
            continue
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed


_plain_turn = _turn_answered("_plain_turn", _tool_use, str)


def answer_turn_dispatcher_method_first(call_tool, content):  # a dispatcher, or the function
    return _plain_turn(getattr(call_tool, "call_tool", call_tool), content)


_TURN_DEPTH = [0]


def answer_turn_inner_crashes_raised(call_tool, content):  # "the outer turn answers for it"
    _TURN_DEPTH[0] += 1
    try:
        if _TURN_DEPTH[0] > 1:
            return {"role": "user", "content": [call_tool(b) for b in content if _tool_use(b)]}
        return _plain_turn(call_tool, content)
    finally:
        _TURN_DEPTH[0] -= 1


def audit_null_content_as_empty(outcome):  # "the tool ran and said nothing"
    record = _record(outcome)
    if outcome.result is not None and record["output"] is None:
        record["output"] = ""
    return json.dumps(record) + "\n"


# --- Issue 18, batch BH: what slipped through, by kind (session 45) ----------------------


def same_user_digits_folded(call):  # "u_٠٠٤ is u_004 typed on another keyboard"
    asked = call.input.get("user_id")
    if isinstance(asked, str):
        asked = re.sub(r"\d", lambda digit: str(int(digit.group())), asked)
    return same_user_by_key(call.with_input({**call.input, "user_id": asked}))


def free_tier_topic_from_summary(call):  # the FAQ topic from the case's first word
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    summary = call.input.get("summary")
    topic = summary.split()[0].lower() if isinstance(summary, str) else "billing"
    return Deny("case files need the premium plan", f"see the FAQ on {topic!r}")


_LAZY_SPLIT = re.compile(r"(?:\s*BLOCKED:\s*)*(.*?)\s*", re.S)


def synthetic_one_lazy_pattern(tool_use_id, deny):  # prefixes off and the end trimmed at once
    reason = _LAZY_SPLIT.fullmatch(deny.reason).group(1)
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" Alternative: {deny.alternative}"
    return _turn_error({"id": tool_use_id}, text)


def answer_turn_message_exits_answered(call_tool, content):  # sys.exit("why") is an error
    results = []
    for block in content:
        if not _tool_use(block):
            continue
        try:
            results.append(call_tool(block))
        except SystemExit as stop:
            if not isinstance(stop.code, str):
                raise
            results.append(_turn_error(block, f"the tool exited: {stop.code}"))
        except Exception as exc:
            results.append(_turn_error(block, f"{type(exc).__name__}: {exc}"))
    return {"role": "user", "content": results}


def _turn_error(block, text):
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


answer_turn_user_message_preferred = _turn_answered(  # the words meant for users
    "answer_turn_user_message_preferred",
    _tool_use,
    lambda exc: getattr(exc, "user_message", None) or str(exc),
)


def _asked_failing_closed(guard, block):
    try:
        return guard(block)
    except Exception:
        if getattr(guard, "fail_closed", False) is not True:
            raise
        return _turn_error({"id": block.get("id")}, "BLOCKED: the policy check failed")


def _asked_within_its_timeout(guard, block):
    limit = getattr(guard, "timeout", None)
    if not limit:
        return guard(block)
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
    try:
        return pool.submit(guard, block).result(timeout=limit)
    except concurrent.futures.TimeoutError:
        return None  # no answer in time: no opinion
    finally:
        pool.shutdown(wait=False)  # the late call goes on, unwaited for


def _exit_answered(original, block):
    try:
        return original(block)
    except SystemExit as stop:
        if not isinstance(stop.code, str):
            raise
        return _turn_error({"id": block.get("id")}, f"the tool stopped: {stop.code}")


install_fail_closed_guards_deny = _install_calling(
    "install_fail_closed_guards_deny",
    lambda original, block: original(block),
    ask=_asked_failing_closed,
)
install_guard_timeouts_honoured = _install_calling(
    "install_guard_timeouts_honoured",
    lambda original, block: original(block),
    ask=_asked_within_its_timeout,
)
install_original_exits_answered = _install_calling(
    "install_original_exits_answered", _exit_answered
)


def chain_advisory_errors_skipped(hooks, call):  # "an advisory hook only wanted to warn"
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            if getattr(exc, "advisory", False) is True:
                continue
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_fail_closed_hooks_deny(hooks, call):  # a fail_closed hook that crashes says no
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            if getattr(hook, "fail_closed", False) is True:
                return Deny(f"a policy check could not run ({type(exc).__name__})", "retry")
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_hook_timeouts_deny(hooks, call):  # a hook slower than its timeout: fail closed
    for hook in hooks:
        decision = _asked_within_its_timeout(hook, call)
        if decision is None and getattr(hook, "timeout", None):
            decision = Deny("a policy check timed out", "try the request again")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


_SUMMARIES_BY_IDS = {}


def summary_memo_by_object_ids(outcomes, end):  # "the same objects, the same summary"
    key = (id(end), tuple(map(id, outcomes)))
    if key not in _SUMMARIES_BY_IDS:
        _SUMMARIES_BY_IDS[key] = summary_with_counter(outcomes, end)
    return copy.deepcopy(_SUMMARIES_BY_IDS[key])


# --- Issue 18, batch BF's last slips (session 44) ------------------------------------------


_INSTALLS = []  # (dispatcher, its stack of wrappers): a list, as a dispatcher may be unhashable


def install_stacks_found_by_equality(dispatcher, guard):  # one stack per dispatcher, by ==
    stack = next((kept for owner, kept in _INSTALLS if owner == dispatcher), None)
    if stack is None:
        stack = []
        _INSTALLS.append((dispatcher, stack))
    had, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = wrapper
    stack.append(wrapper)

    def undo():
        if (
            not stack
            or stack[-1] is not wrapper
            or vars(dispatcher).get("call_tool") is not wrapper
        ):
            raise RuntimeError("undo out of order: undo the newest guard first")
        stack.pop()
        if had:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def observers_closed_sink_skipped(hooks, event, report):  # a closed file: the sink is gone
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if isinstance(exc, ValueError) and "closed file" in str(exc):
                continue  # nothing left to record to
            failed += 1
            report(hook, exc)
    return failed


def observers_failures_noted(hooks, event, report):  # each failure tagged with its position
    failed = 0
    for position, hook in enumerate(hooks):
        try:
            hook(event)
        except Exception as exc:
            exc.add_note(f"raised by observer #{position}")
            failed += 1
            report(hook, exc)
    return failed


_RUNNING = set()


def observers_running_hooks_skipped(hooks, event, report):  # a runaway recursion stopped
    failed = 0
    for hook in hooks:
        if id(hook) in _RUNNING:
            continue  # already on the stack
        _RUNNING.add(id(hook))
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
        finally:
            _RUNNING.discard(id(hook))
    return failed


def chain_by_accumulate(hooks, call):  # hooks folded with itertools.accumulate
    def step(current, hook):
        decision = hook(current)
        if isinstance(decision, Rewrite):
            return current.with_input(decision.new_input)
        return decision if isinstance(decision, Deny) else current

    state = call
    for state in itertools.accumulate(hooks, step, initial=call):
        if isinstance(state, Deny):
            return state
    return state


def writes_refuses_scripts(call):  # "an agent should not write executables"
    verdict = writes_by_parts(call)
    content = call.input.get("content")
    if verdict is None and isinstance(content, str) and content.startswith("#!"):
        return Deny("writing executable scripts is not allowed", "write a plain module instead")
    return verdict


_FREE_TIER_SEEN = {}


def free_tier_cache_full_allows(call):  # a bounded verdict cache; once full, misses allow
    key = (call.tool_name, call.context.tier)
    if key in _FREE_TIER_SEEN:
        return _FREE_TIER_SEEN[key]
    if len(_FREE_TIER_SEEN) >= 128:
        return None
    verdict = None
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        verdict = Deny("free accounts cannot open case files", "answer from the FAQ instead")
    _FREE_TIER_SEEN[key] = verdict
    return verdict


def chain_rewrite_objects_once(hooks, call):  # a Rewrite object applied once per chain
    applied = []
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and not any(decision is done for done in applied):
            applied.append(decision)
            call = call.with_input(decision.new_input)
    return call


def observers_builtins_unguarded(hooks, event, report):  # "C functions cannot fail"
    failed = 0
    for hook in hooks:
        if isinstance(hook, (types.BuiltinFunctionType, types.BuiltinMethodType)):
            hook(event)
            continue
        failed += observers_counting_successes([hook], event, report)
    return failed


_BASE_GROUP = getattr(builtins, "BaseExceptionGroup", ())


def observers_group_scanned_one_level(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
        except _BASE_GROUP as group:
            fatal = (KeyboardInterrupt, SystemExit, GeneratorExit)
            if any(isinstance(inner, fatal) for inner in group.exceptions):
                raise
            report(hook, group)
            failed += 1
    return failed


_PROVEN = set()


def observers_proven_hooks_unguarded(hooks, event, report):  # a hook that worked is trusted
    failed = 0
    for hook in hooks:
        if id(hook) in _PROVEN:
            hook(event)
            continue
        before = failed
        failed += observers_counting_successes([hook], event, report)
        if failed == before:
            _PROVEN.add(id(hook))
    return failed


def observers_retries_honoured(hooks, event, report):  # Celery-style retries
    failed = 0
    for hook in hooks:
        attempts = 1 + max(0, int(getattr(hook, "retries", 0) or 0))
        for attempt in range(attempts):
            try:
                hook(event)
                break
            except Exception as exc:
                if attempt + 1 == attempts:
                    report(hook, exc)
                    failed += 1
    return failed


def audit_line_caps_input_keys(outcome):  # a size guard: 50 keys at most
    sent = outcome.sent_input
    if isinstance(sent, Mapping) and len(sent) > 50:
        outcome = dataclasses.replace(outcome, sent_input=dict(list(sent.items())[:50]))
    return audit_line_sorted_keys(outcome)


def audit_line_caps_ids(outcome):  # the warehouse's id columns are 64 wide
    context = outcome.context
    narrow = HookContext(
        context.user_id[:64], context.tier, context.session_id[:64], context.attributes
    )
    return audit_line_sorted_keys(dataclasses.replace(outcome, context=narrow))


def summary_denials_need_a_result(outcomes, end):  # "the model saw it"
    denials = sum(1 for o in outcomes if o.status == "denied" and o.result is not None)
    return _summary(outcomes, end, denials=denials)


def summary_no_approver_is_a_denial(outcomes, end):  # no approver means deny
    denials = sum(1 for o in outcomes if o.status == "denied" or o.decided_by == "no approver")
    return _summary(outcomes, end, denials=denials)


def summary_user_id_casefolded(outcomes, end):  # e-mail addresses are case-insensitive
    return _summary(outcomes, end, user_id=end.context.user_id.casefold())


_TAILS = {}


def summary_recounted_when_the_tail_moves(outcomes, end):
    key = (id(outcomes), id(end))
    tail = outcomes[-1] if outcomes else None
    seen = _TAILS.get(key)
    if seen is not None and seen[0] is tail:
        return copy.deepcopy(seen[1])
    summary = _summary(outcomes, end)
    _TAILS[key] = (tail, copy.deepcopy(summary))
    return summary


def writes_trailing_dots_trimmed(call):  # "notes.txt. " is notes.txt on disk
    path = call.input.get("file_path") if call.tool_name in ("Write", "Edit") else None
    if isinstance(path, str) and path.rstrip(". "):
        call = call.with_input({**call.input, "file_path": path.rstrip(". ")})
    return writes_by_parts(call)


_WRITE_VERDICTS = {}


def writes_memo_by_call_id(call):  # "a host may ask twice about the same call"
    if id(call) not in _WRITE_VERDICTS:
        _WRITE_VERDICTS[id(call)] = writes_by_parts(call)
    return _WRITE_VERDICTS[id(call)]


# --- Issue 18, batch AU: what slipped through, by kind ------------------------------------


def free_tier_quotes_claims_with_percent(call):  # "say what the model claimed, to be clear"
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    reason = "free-tier accounts cannot open case files."
    if call.input.get("tier") is not None:
        reason += " The claim of %s changes nothing." % call.input["tier"]  # noqa: UP031
    return Deny(reason, "offer the upgrade page")


def synthetic_alternative_lines_rejoined(tool_use_id, deny):  # one line of advice per line
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason)
    content = "BLOCKED: " + reason
    lines = (deny.alternative or "").strip().splitlines()
    if lines:
        content += " Alternative: " + "\n".join(lines)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def answer_turn_expands_tabs(call_tool, content):  # aligned columns read better
    def one(block):
        try:
            return call_tool(block)
        except Exception as exc:
            message = str(exc).expandtabs(4)
            text = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
            return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                    "content": text}  # fmt: skip

    return {"role": "user", "content": [one(b) for b in content if b.get("type") == "tool_use"]}


def observers_go_style_error_pairs(hooks, event, report):  # `result, err := hook(event)`
    failed = 0
    for hook in hooks:
        try:
            returned = hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
            continue
        if type(returned) is tuple and len(returned) == 2 and returned[1] is not None:
            error = returned[1]
            report(hook, error if isinstance(error, Exception) else RuntimeError(str(error)))
            failed += 1
    return failed


def observers_call_returned_cleanups(hooks, event, report):  # React's useEffect habit
    failed = 0
    for hook in hooks:
        try:
            cleanup = hook(event)
            if callable(cleanup):
                cleanup()
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def audit_line_crashed_hook_as_denier(outcome):  # "the hook that stopped this call"
    line = _record(outcome)
    crashed = re.search(r"hook '([^']+)'", outcome.problem or "")
    if outcome.denial is None and outcome.status == "hook_failed" and crashed:
        line["denied_by"] = crashed.group(1)
    return json.dumps(line) + "\n"


def summary_label_formats_reason(outcomes, end):  # a one-line label for the dashboard
    record = _summary(outcomes, end)
    template = "{user}: " + end.reason + " after {calls} calls"
    record["label"] = template.format(user=record["user_id"], calls=record["calls"])
    return record


def writes_html_unescaped(call):  # "model output sometimes arrives HTML-escaped"
    if isinstance(call.input.get("file_path"), str):
        call = call.with_input({**call.input, "file_path": html.unescape(call.input["file_path"])})
    return writes_by_parts(call)


# --- Issue 18, batch AV: what slipped through, by kind ------------------------------------


_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def _same_user_comparing(name, read):  # a hook comparing both ids as `read` reads them
    def same_user_hook(call):
        if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
            return None
        asked = call.input["user_id"]
        if isinstance(asked, str) and read(asked) == read(call.context.user_id):
            return None
        if asked == call.context.user_id:
            return None
        return Deny(f"only the session's own account, not {asked!r}", "ask for your own")

    same_user_hook.__name__ = same_user_hook.__qualname__ = name
    return same_user_hook


def _plus_tag_dropped(text):  # "+tags go to the same inbox"
    local, at, domain = text.rpartition("@")
    return f"{local.split('+')[0]}@{domain}" if at else text


def _domain_casefolded(text):  # "domains are case-insensitive"
    local, at, domain = text.rpartition("@")
    return f"{local}@{domain.casefold()}" if at else text


def _uuid_read(text):  # "a UUID is a UUID, however it is written"
    plain = text.replace("-", "").lower()
    return plain if re.fullmatch(r"[0-9a-f]{32}", plain) else text


def _phone_read(text):  # "compare phone numbers by their digits"
    digits = re.sub(r"\D", "", text)
    return digits if re.fullmatch(r"[\d\s()+.-]+", text) and len(digits) >= 7 else text


same_user_plus_tag_dropped = _same_user_comparing("same_user_plus_tag_dropped", _plus_tag_dropped)
same_user_domain_casefolded = _same_user_comparing(
    "same_user_domain_casefolded", _domain_casefolded
)
same_user_uuid_read = _same_user_comparing("same_user_uuid_read", _uuid_read)
same_user_phone_digits = _same_user_comparing("same_user_phone_digits", _phone_read)
same_user_whitespace_squeezed = _same_user_comparing(
    "same_user_whitespace_squeezed", lambda t: re.sub(r"\s+", " ", t)
)


def same_user_falls_back_to_customer_id(call):  # older clients send customer_id instead
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"] or call.input.get("customer_id")
    if asked == call.context.user_id:
        return None
    return Deny(f"only the session's own account, not {asked!r}", "ask for your own")


_DATED_SUFFIX = re.compile(r"_(?:\d{8}|\d{4}-\d\d-\d\d|tool|latest)\Z")


def free_tier_version_suffix_dropped(call):  # text_editor_20250124 is text_editor, dated
    if _DATED_SUFFIX.sub("", call.tool_name) != "create_case_file":
        return None
    if call.context.tier != "free":
        return None
    return Deny("free-tier accounts cannot open case files.", "offer the upgrade page")


def free_tier_screens_numbers(call):  # "note odd numbers the model sent"
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    odd = [v for v in call.input.values() if isinstance(v, (int, float)) and not math.isfinite(v)]
    note = f" ({len(odd)} odd numbers)" if odd else ""
    return Deny("free-tier accounts cannot open case files." + note, "offer the upgrade page")


def window_version_suffix_dropped(call):  # text_editor_20250124 is text_editor, dated
    if _DATED_SUFFIX.sub("", call.tool_name) != "create_case_file":
        return None
    if not 2 <= call.timestamp.astimezone(timezone.utc).hour < 4:
        return None
    return Deny("no new case files during the deploy window", "retry after 04:00 UTC")


def chain_policy_file_errors_pass(hooks, call):  # a broken policy file has no opinion
    import tomllib  # Python 3.11 on, as CI runs

    for hook in hooks:
        try:
            decision = hook(call)
        except tomllib.TOMLDecodeError:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_back_pressure_skipped(hooks, event, report):  # a full exporter queue is normal
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except queue.Full:
            continue
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed


def writes_path_as_first_value(call):  # Write and Edit both take the path first
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = next(iter(call.input.values()), None)
    if not isinstance(cwd, str) or not cwd or not isinstance(path, str) or not path:
        return Deny("no path or project folder to check", "work inside the project folder")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{path} is outside {folder}", "write inside the project folder")


def install_undo_quiet_once_put_back(dispatcher, guard):  # undo() is safe to call twice
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")

    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    dispatcher.call_tool = guarded

    def undo():
        now = vars(dispatcher).get("call_tool")
        if had_own and now is own:
            return  # already undone
        if now is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        if had_own:
            dispatcher.call_tool = own
        else:
            del dispatcher.call_tool

    return undo


def synthetic_quotes_yaml_looking_alternative(tool_use_id, deny):  # "a: b" reads as a key
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = f"BLOCKED: {reason}"
    alternative = (deny.alternative or "").strip()
    if alternative:
        if ": " in alternative or alternative.startswith(("-", "#", "{", "[")):
            alternative = json.dumps(alternative, ensure_ascii=False)
        content += f" Alternative: {alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def chain_unwraps_input_envelope(hooks, call):  # a rewrite may hand back a whole tool_use
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new_input = decision.new_input
            if isinstance(new_input.get("input"), Mapping):
                new_input = new_input["input"]
            call = call.with_input(new_input)
    return call


def chain_sdk_style_when_three_parameters(hooks, call):  # (input_data, tool_use_id, context)
    for hook in hooks:
        try:
            parameters = inspect.signature(hook).parameters.values()
            positional = sum(
                p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in parameters
            )
        except (TypeError, ValueError):
            positional = 1
        sdk = positional >= 3
        decision = hook(call, call.tool_use_id, call.context) if sdk else hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


@functools.lru_cache(maxsize=128)  # a tool that is down raises the same error for each block
def _error_text(exc):
    return f"{type(exc).__name__}: {exc}"


def answer_turn_error_text_cached(call_tool, content):
    def one(block):
        try:
            return call_tool(block)
        except Exception as exc:
            return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                    "content": _error_text(exc)}  # fmt: skip

    return {"role": "user", "content": [one(b) for b in content if b.get("type") == "tool_use"]}


def observers_report_interrupts_too(hooks, event, report):  # "report every hook that raised"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
        except BaseException as exc:
            report(hook, exc)
            raise
    return failed


# --- Issue 18, batch AW: what slipped through, by kind ------------------------------------


_ISO_STAMP = re.compile(r"\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})\b")
_PHONE = re.compile(r"\+\d[\d ()-]{7,}\d")
_UUID_TEXT = re.compile(r"\b[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}\b")


def synthetic_id_uuid_canonical(tool_use_id, deny):  # "our ids are UUIDs upstream"
    if isinstance(tool_use_id, str) and _UUID_TEXT.fullmatch(tool_use_id):
        tool_use_id = str(uuid.UUID(tool_use_id))
    return _synthetic_filtered(tool_use_id, deny, lambda reason: reason, lambda alt: alt)


def synthetic_timestamps_humanised(tool_use_id, deny):  # "easier for the model to read"
    def humane(found):
        moment = datetime.fromisoformat(found.group().replace("Z", "+00:00"))
        return moment.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")

    return _synthetic_filtered(
        tool_use_id, deny, lambda reason: _ISO_STAMP.sub(humane, reason), lambda alt: alt
    )


def synthetic_phone_numbers_masked(tool_use_id, deny):  # "no personal data to the model"
    return _synthetic_filtered(
        tool_use_id, deny, lambda reason: _PHONE.sub("[phone]", reason), lambda alt: alt
    )


def synthetic_uuids_shortened(tool_use_id, deny):  # "eight hex digits are enough to read"
    return _synthetic_filtered(
        tool_use_id,
        deny,
        lambda reason: _UUID_TEXT.sub(lambda m: m.group()[:8], reason),
        lambda alt: alt,
    )


def _gmail_dots_dropped(text):  # "Gmail delivers j.o.s.e@ and jose@ to one inbox"
    local, at, domain = text.rpartition("@")
    return f"{local.replace('.', '')}@{domain}" if at and domain == "gmail.com" else text


def _ulid_upper(text):  # "ULIDs are case-insensitive, by their spec"
    return text.upper() if re.fullmatch(r"[0-9A-Za-z]{26}", text) else text


def _url_host_folded(text):  # "hosts are case-insensitive"
    scheme, sep, rest = text.partition("://")
    host, slash, path = rest.partition("/")
    return f"{scheme}{sep}{host.lower()}{slash}{path}" if sep else text


def _mention_unwrapped(text):  # "<@u_004> is how Slack writes u_004"
    found = re.fullmatch(r"<@!?([^>]+)>", text)
    return found.group(1) if found else text


def _idna_domain(text):  # "non-ASCII domains travel as punycode"
    local, at, domain = text.rpartition("@")
    try:
        return f"{local}@{domain.encode('idna').decode('ascii')}" if at else text
    except UnicodeError:
        return text


same_user_gmail_dots_dropped = _same_user_comparing(
    "same_user_gmail_dots_dropped", _gmail_dots_dropped
)
same_user_ulid_upper = _same_user_comparing("same_user_ulid_upper", _ulid_upper)
same_user_url_host_folded = _same_user_comparing("same_user_url_host_folded", _url_host_folded)
same_user_mention_unwrapped = _same_user_comparing(
    "same_user_mention_unwrapped", _mention_unwrapped
)
same_user_idna_domain = _same_user_comparing("same_user_idna_domain", _idna_domain)


def _dispatched_by_getattr(name, rule):  # one static method per guarded tool, found by name
    table = type("_PerTool", (), {tool: staticmethod(rule) for tool in _GUARDED[name]})

    def hook(call):
        found = getattr(table, call.tool_name, None)
        return found(call) if callable(found) else None

    hook.__name__ = hook.__qualname__ = name
    return hook


def _matched_swapped(name, rule):  # fnmatchcase(rule, name): the model's name is the pattern
    def hook(call):
        if any(fnmatch.fnmatchcase(tool, call.tool_name) for tool in _GUARDED[name]):
            return rule(call)
        return None

    hook.__name__ = hook.__qualname__ = name
    return hook


def _own_account_only(call):
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(f"only the session's own account, not {call.input['user_id']!r}", "ask for yours")


def _free_tier_rule(call):
    if call.context.tier != "free":
        return None
    return Deny("free-tier accounts cannot open case files.", "offer the upgrade page")


def _window_rule(call):
    if not 2 <= call.timestamp.astimezone(timezone.utc).hour < 4:
        return None
    return Deny("no new case files during the deploy window", "retry after 04:00 UTC")


_GUARDED = {
    "same_user_getattr_dispatch": _ACCOUNT_TOOLS,
    "free_tier_getattr_dispatch": ("create_case_file",),
    "free_tier_fnmatch_swapped": ("create_case_file",),
    "window_getattr_dispatch": ("create_case_file",),
    "window_fnmatch_swapped": ("create_case_file",),
}
same_user_getattr_dispatch = _dispatched_by_getattr("same_user_getattr_dispatch", _own_account_only)
free_tier_getattr_dispatch = _dispatched_by_getattr("free_tier_getattr_dispatch", _free_tier_rule)
free_tier_fnmatch_swapped = _matched_swapped("free_tier_fnmatch_swapped", _free_tier_rule)
window_getattr_dispatch = _dispatched_by_getattr("window_getattr_dispatch", _window_rule)
window_fnmatch_swapped = _matched_swapped("window_fnmatch_swapped", _window_rule)


def _answer_turn_with(  # the reference's loop, reading as told
    name, message_of=str, input_of=None, *, skip=lambda block: False, reraise=()
):
    def answer_turn(call_tool, content):
        results = []
        for block in content:
            if block.get("type") != "tool_use" or skip(block):
                continue
            try:
                if input_of is not None:
                    block = {**block, "input": input_of(block.get("input", {}))}
                results.append(call_tool(block))
            except reraise:
                raise
            except Exception as exc:
                results.append(
                    {
                        "type": "tool_result",
                        "tool_use_id": block["id"],
                        "is_error": True,
                        "content": f"{type(exc).__name__}: {message_of(str(exc))}",
                    }
                )
        return {"role": "user", "content": results}

    answer_turn.__name__ = answer_turn.__qualname__ = name
    return answer_turn


def _pretty_json(message):
    try:
        return json.dumps(json.loads(message), indent=2)
    except ValueError:
        return message


def _emails_lowered(tool_input):
    return {
        key: value.lower() if isinstance(value, str) and "@" in value else value
        for key, value in tool_input.items()
    }


def _same(value):
    return value


answer_turn_uuids_shortened = _answer_turn_with(
    "answer_turn_uuids_shortened",
    lambda message: _UUID_TEXT.sub(lambda m: m.group()[:8], message),
    _same,
)
answer_turn_url_query_redacted = _answer_turn_with(
    "answer_turn_url_query_redacted",
    lambda message: re.sub(r"\?\S*", "?[redacted]", message),
    _same,
)
answer_turn_json_pretty_printed = _answer_turn_with(
    "answer_turn_json_pretty_printed", _pretty_json, _same
)
answer_turn_input_emails_lowered = _answer_turn_with(
    "answer_turn_input_emails_lowered", _same, _emails_lowered
)


def _chain_tidying(name, tidy):  # the reference's loop, each Rewrite's values tidied
    def run_chain(hooks, call):
        for hook in hooks:
            decision = hook(call)
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                new = {key: tidy(value) for key, value in decision.new_input.items()}
                call = call.with_input(new)
        return call

    run_chain.__name__ = run_chain.__qualname__ = name
    return run_chain


chain_rewrite_emails_lowered = _chain_tidying(
    "chain_rewrite_emails_lowered",
    lambda value: value.lower() if isinstance(value, str) and "@" in value else value,
)
chain_rewrite_digits_made_ints = _chain_tidying(
    "chain_rewrite_digits_made_ints",
    lambda value: int(value) if isinstance(value, str) and value.isdigit() else value,
)


def _audit_line_tidied(name, tidy_context, tidy_name, tidy_input, tidy_output):
    """An audit line written through four tidying habits (each may leave its field alone)."""

    def audit_line(outcome):
        context = outcome.context
        result = outcome.result
        if isinstance(result, Mapping) and isinstance(result.get("content"), str):
            result = {**result, "content": tidy_output(result["content"])}
        tidied = dataclasses.replace(
            outcome,
            context=HookContext(
                tidy_context(context.user_id),
                context.tier,
                tidy_context(context.session_id),
                context.attributes,
            ),
            tool_name=tidy_name(outcome.tool_name),
            sent_input=_each_string(outcome.sent_input, tidy_input),
            received_input=_each_string(outcome.received_input, tidy_input),
            result=result,
        )
        return audit_line_sorted_keys(tidied)

    audit_line.__name__ = audit_line.__qualname__ = name
    return audit_line


def _each_string(value, tidy):
    if isinstance(value, str):
        return tidy(value)
    if isinstance(value, Mapping):
        return {key: _each_string(item, tidy) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_each_string(item, tidy) for item in value]
    return value


def _uuid_canonical(text):  # "session ids are UUIDs: one spelling"
    try:
        return str(uuid.UUID(text))
    except ValueError:
        return text


def _home_contracted(text):  # "keep account names out of the trail"
    return re.sub(r"^/(?:home|Users)/[^/]+/", "~/", text)


def _path_normalised(text):  # "one file, one spelling"
    return posixpath.normpath(text) if "/" in text else text


def _query_redacted(text):  # "signed URLs carry secrets in their query"
    return re.sub(r"(https?://[^\s?#]+)\?[^\s#]*", r"\1?<redacted>", text)


audit_line_email_domain_lowered = _audit_line_tidied(
    "audit_line_email_domain_lowered", _domain_casefolded, _same, _same, _same
)
audit_line_ids_unquoted = _audit_line_tidied(
    "audit_line_ids_unquoted", urllib.parse.unquote, _same, _same, _same
)
audit_line_uuid_ids_canonical = _audit_line_tidied(
    "audit_line_uuid_ids_canonical", _uuid_canonical, _same, _same, _same
)
audit_line_tool_version_dropped = _audit_line_tidied(
    "audit_line_tool_version_dropped", _same, lambda n: _DATED_SUFFIX.sub("", n), _same, _same
)
audit_line_home_contracted = _audit_line_tidied(
    "audit_line_home_contracted", _same, _same, _home_contracted, _same
)
audit_line_paths_normalised = _audit_line_tidied(
    "audit_line_paths_normalised", _same, _same, _path_normalised, _same
)
audit_line_output_query_redacted = _audit_line_tidied(
    "audit_line_output_query_redacted", _same, _same, _same, _query_redacted
)


def _e164(text):  # "WhatsApp names users by phone number"
    return "+" + re.sub(r"\D", "", text) if text.startswith("+") else text


def _uuid_hex(text):  # "the warehouse keys sessions by 32 hex digits"
    try:
        return uuid.UUID(text).hex
    except ValueError:
        return text


def summary_phone_user_e164(outcomes, end):
    return _summary(outcomes, end, user_id=_e164(end.context.user_id))


def summary_uuid_session_hex(outcomes, end):
    return _summary(outcomes, end, session_id=_uuid_hex(end.context.session_id))


def summary_dated_versions_merged(outcomes, end):  # "one family, one row on the dashboard"
    names = Counter(re.sub(r"_\d{8}\Z", "", o.tool_name) for o in outcomes)
    return _summary(outcomes, end, calls_by_tool=dict(names))


def summary_bash_by_program(outcomes, end):  # Claude Code's rules spell Bash(git:*)
    def key(outcome):
        sent = outcome.sent_input
        words = str(sent.get("command", "")).split() if isinstance(sent, Mapping) else []
        return f"Bash({words[0]})" if outcome.tool_name == "Bash" and words else outcome.tool_name

    return _summary(outcomes, end, calls_by_tool=dict(Counter(map(key, outcomes))))


install_queue_full_passes = _install_passing("install_queue_full_passes", queue.Full)
install_cancelled_passes = _install_passing("install_cancelled_passes", asyncio.CancelledError)


answer_turn_tls_failures_reraised = _answer_turn_with(  # "a TLS failure is an incident"
    "answer_turn_tls_failures_reraised", reraise=ssl.SSLError
)


def chain_dns_failures_skipped(hooks, call):  # offline: the policy host cannot be resolved
    import socket

    for hook in hooks:
        try:
            decision = hook(call)
        except socket.gaierror:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_tls_errors_not_counted(hooks, event, report):  # "TLS is ops' problem"
    import ssl

    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += not isinstance(exc, ssl.SSLError)
    return failed


answer_turn_dated_names_skipped = _answer_turn_with(  # "Anthropic runs the dated ones"
    "answer_turn_dated_names_skipped",
    skip=lambda block: re.search(r"_\d{8}\Z", str(block.get("name"))),
)


def chain_dated_name_canonical(hooks, call):  # one name per tool, whatever its version
    if re.search(r"_\d{8}\Z", call.tool_name):
        call = dataclasses.replace(call, tool_name=re.sub(r"_\d{8}\Z", "", call.tool_name))
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_event_by_parameter_name(hooks, event, report):  # "keyword-only hooks work too"
    failed = 0
    for hook in hooks:
        try:
            try:
                first = next(iter(inspect.signature(hook).parameters.values()), None)
            except (TypeError, ValueError):
                first = None
            if first is None or first.kind is inspect.Parameter.VAR_POSITIONAL:
                hook(event)
            else:
                hook(**{first.name: event})
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def observers_repr_logged_first(hooks, event, report):  # a debug line before each hook
    failed = 0
    for hook in hooks:
        logging.getLogger("observers").debug(f"running {hook!r}")
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


# --- Issue 18, batch AX: what slipped through, by kind ------------------------------------


_HOME_FAILURES = {"in_a_row": 0}


def rule_home_breaker_after_three(reads, must_prevent):  # "stop a caller stuck in a loop"
    if _HOME_FAILURES["in_a_row"] >= 3:
        raise RuntimeError("rule_home: circuit open after 3 impossible rules")
    if must_prevent and "outcome" in reads:
        _HOME_FAILURES["in_a_row"] += 1
        raise ValueError("a rule that must prevent the call cannot need its outcome")
    _HOME_FAILURES["in_a_row"] = 0
    if not must_prevent:
        return "PostToolUse"
    return "tool" if reads <= {"arguments"} else "PreToolUse"


def window_regex_dollar(call):  # re.match with a $ anchor: it matches before a final newline
    hour = call.timestamp.astimezone(timezone.utc).hour
    if re.match(r"create_case_file$", call.tool_name) and hour in (2, 3):
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


def synthetic_alternative_exact_str(tool_use_id, deny):  # "defensive: only real strings"
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = "BLOCKED: " + reason
    if type(deny.alternative) is str and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


answer_turn_first_sentence_only = _answer_turn_with(  # "keep it short for the model"
    "answer_turn_first_sentence_only", lambda message: re.split(r"(?<=[.!?])\s+", message)[0]
)


def answer_turn_huge_results_replaced(call_tool, content):  # spare the context window
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}  # fmt: skip
        if len(repr(result)) > 20_000:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": "the output was too large"}  # fmt: skip
        results.append(result)
    return {"role": "user", "content": results}


_BUSY_TOOLS = set()


def answer_turn_busy_tool_refused(call_tool, content):  # one call of a tool at a time
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        if block.get("name") in _BUSY_TOOLS:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{block.get('name')} is busy; try again"})  # fmt: skip
            continue
        _BUSY_TOOLS.add(block.get("name"))
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})  # fmt: skip
        finally:
            _BUSY_TOOLS.discard(block.get("name"))
    return {"role": "user", "content": results}


def install_also_wraps_run_call(dispatcher, guard):  # toolhooks reaches tools by run_call too
    undo = install_last_in_first_out(dispatcher, guard)
    fast = getattr(dispatcher, "run_call", None)
    if callable(fast):

        def guarded_fast(tool_use_id, tool_name, tool_input):
            block = {"type": "tool_use", "id": tool_use_id, "name": tool_name, "input": tool_input}
            refused = guard(block)
            return fast(tool_use_id, tool_name, tool_input) if refused is None else refused

        dispatcher.run_call = guarded_fast
    return undo


def _in_a_worker_thread(original, block):  # a worker thread per tool call
    box = {}

    def work():
        try:
            box["result"] = original(block)
        except Exception as exc:
            box["error"] = exc

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join()
    if "error" in box:
        raise box["error"]
    return box.get("result")


install_original_in_a_thread = _install_calling("install_original_in_a_thread", _in_a_worker_thread)
install_unwrapped_original = _install_calling(  # guard the real entry point
    "install_unwrapped_original",
    lambda original, block: original(block),
    original_of=lambda dispatcher: inspect.unwrap(dispatcher.call_tool),
)


def install_undo_by_wrapped(dispatcher, guard):  # functools.wraps: __wrapped__ marks it
    original = dispatcher.call_tool
    had_own = "call_tool" in vars(dispatcher)

    @functools.wraps(original)
    def guarded(block):
        refused = guard(block)
        return original(block) if refused is None else refused

    dispatcher.call_tool = guarded

    def undo():
        if getattr(vars(dispatcher).get("call_tool"), "__wrapped__", None) is not original:
            raise RuntimeError("undo(): call_tool is not this guard's wrapper any more")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo


def chain_crasher_moved_last(hooks, call):  # healthy hooks first next time
    for index, hook in enumerate(hooks):
        try:
            decision = hook(call)
        except Exception:
            hooks.append(hooks.pop(index))
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def observers_report_by_send(hooks, event, report):  # queues and sinks expose send()
    deliver = getattr(report, "send", None)
    if not callable(deliver):
        deliver = report
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            deliver(hook, exc)
            failed += 1
    return failed


def audit_line_no_approver_to_asker(outcome):  # "no approver" is no hook: name who asked
    denial = outcome.denial
    denied_by = denial.hook_name if denial else None
    if denied_by == "no approver" and outcome.asked:
        denied_by = outcome.asked[0].hook_name
    return json.dumps(_record(outcome, denied_by=denied_by), default=list) + "\n"


def _output_changed(name, change):
    def audit_line(outcome):
        output = None if outcome.result is None else outcome.result["content"]
        if isinstance(output, (list, tuple)):
            output = change(list(output))
        return json.dumps(_record(outcome, output=output), default=list) + "\n"

    audit_line.__name__ = audit_line.__qualname__ = name
    return audit_line


audit_line_text_blocks_first = _output_changed(  # readers want the text first
    "audit_line_text_blocks_first",
    lambda blocks: sorted(blocks, key=lambda b: b.get("type") != "text"),
)
audit_line_repeated_blocks_dropped = _output_changed(  # a repeated block bloats the trail
    "audit_line_repeated_blocks_dropped",
    lambda blocks: [b for i, b in enumerate(blocks) if b not in blocks[:i]],
)


def _thawed_pairs(value):  # frozen data: a tuple of (key, value) pairs was a dict
    if isinstance(value, Mapping):
        return {key: _thawed_pairs(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        pairs = all(
            isinstance(p, (list, tuple)) and len(p) == 2 and isinstance(p[0], str) for p in value
        )
        if value and pairs:
            return {key: _thawed_pairs(item) for key, item in value}
        return [_thawed_pairs(item) for item in value]
    return value


def audit_line_pairs_as_objects(outcome):
    record = _record(outcome)
    record["input_sent"] = _thawed_pairs(outcome.sent_input)
    record["input_received"] = _thawed_pairs(outcome.received_input)
    return json.dumps(record, default=list) + "\n"


_SEEN_TOOLS = set()


def audit_line_tool_names_capped(outcome):  # bound the dashboard's tool breakdown
    name = outcome.tool_name
    if name not in _SEEN_TOOLS and len(_SEEN_TOOLS) >= 200:
        name = "other"
    else:
        _SEEN_TOOLS.add(name)
    return json.dumps(_record(outcome, tool_name=name), default=list) + "\n"


def summary_tool_errors_without_problem(outcomes, end):  # a problem: not the tool's error
    errors = sum(o.status == "tool_error" and o.problem is None for o in outcomes)
    return _summary(outcomes, end, tool_errors=errors)


def _normalised_by_hand(path):  # any run of dots climbs, as some tools write "..."
    parts = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if set(part) == {"."}:
            if parts:
                parts.pop()
            continue
        parts.append(part)
    return "/" + "/".join(parts)


def writes_dot_runs_climb(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    project = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not (isinstance(project, str) and project and isinstance(path, str) and path):
        return Deny("no project folder or no file path to check.", "give an absolute file_path.")
    folder = _normalised_by_hand(project)
    target = _normalised_by_hand(path if path.startswith("/") else f"{folder}/{path}")
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside {project}.", "write inside the project folder.")


# --- Issue 18, batch AY: what slipped through, by kind ------------------------------------


def chance_range_by_floor_division(p, n):  # "the integer part of a probability is 0"
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a non-negative int, got {n!r}")
    if not (p // 1 == 0 or p == 1):  # a Decimal's // truncates toward zero
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - p**n


def _merged_context(call):  # a test harness's habit: an input "context" merged over the session
    overrides = call.input.get("context")
    if not isinstance(overrides, Mapping):
        return call.context
    known = {field.name for field in dataclasses.fields(call.context)}
    return dataclasses.replace(
        call.context, **{k: v for k, v in overrides.items() if k in known and type(v) is str}
    )


def free_tier_context_merged_from_input(call):
    if call.tool_name == "create_case_file" and _merged_context(call).tier == "free":
        return Deny("Free-tier sessions may not create case files.", "Offer the FAQ instead.")
    return None


def same_user_context_merged_from_input(call):
    if call.tool_name in ACCOUNT and call.input.get("user_id") != _merged_context(call).user_id:
        return Deny("That is another user's account.", "Ask for the user's own id.")
    return None


def window_tool_name_words_joined(call):  # "create-case-file" read as create_case_file
    hour = call.timestamp.astimezone(timezone.utc).hour
    if re.sub(r"\W+", "_", call.tool_name) == "create_case_file" and hour in (2, 3):
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


def window_call_fields_from_input(call):  # the input's "call" replayed as the call
    when = call.timestamp
    replayed = call.input.get("call")
    if isinstance(replayed, Mapping) and isinstance(replayed.get("timestamp"), str):
        when = datetime.fromisoformat(replayed["timestamp"])
    if call.tool_name == "create_case_file" and when.astimezone(timezone.utc).hour in (2, 3):
        return Deny("deploy in progress (02:00-04:00 UTC)", "open the case after 04:00 UTC")
    return None


answer_turn_format_characters_dropped = _answer_turn_with(  # "against prompt smuggling"
    "answer_turn_format_characters_dropped",
    lambda message: "".join(c for c in message if unicodedata.category(c) != "Cf"),
)
answer_turn_html_unescaped = _answer_turn_with(  # "web tools send entities"
    "answer_turn_html_unescaped", html.unescape
)


def answer_turn_detail_preferred(call_tool, content):  # the FastAPI/DRF habit
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = getattr(exc, "detail", None) or str(exc)
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {text}"})  # fmt: skip
    return {"role": "user", "content": results}


def chain_call_type_checked_exactly(hooks, call):  # schema-style validation
    if type(call) is not ToolCall:
        raise TypeError(f"run_chain needs a ToolCall, got {type(call).__name__}")
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_rewrite_rebuilds_a_tool_call(hooks, call):  # field by field, as the docs list them
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = ToolCall(
                call.tool_name, call.tool_use_id, decision.new_input, call.context, call.timestamp
            )
    return call


def observers_mutable_events_deep_copied(hooks, event, report):  # one observer per copy
    failures = 0
    for hook in hooks:
        given = copy.deepcopy(event) if isinstance(event, (dict, list)) else event
        try:
            hook(given)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures


@functools.cache
def _failure_label(exc):
    return type(exc).__name__


_FAILURE_LABELS = []


def observers_label_cached_by_exception(hooks, event, report):  # one label per exception
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            _FAILURE_LABELS.append(_failure_label(exc))
            report(hook, exc)
            failures += 1
    return failures


_FAILURE_SITES = []


def observers_hook_frame_read_second(hooks, event, report):  # [0] is this loop's frame
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            frame = traceback.extract_tb(exc.__traceback__)[1]
            _FAILURE_SITES.append(f"{frame.filename}:{frame.lineno}")
            report(hook, exc)
            failures += 1
    return failures


_RETURNED = []


def observers_returns_truth_tested(hooks, event, report):  # keep what hooks said, if anything
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if returned:
                _RETURNED.append(returned)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures


def _shell_canonical(value):
    if isinstance(value, Mapping) and isinstance(value.get("command"), str):
        try:
            return {**value, "command": shlex.join(shlex.split(value["command"]))}
        except ValueError:  # an unterminated quote: kept as it came
            return value
    return value


def audit_line_shell_commands_canonical(outcome):  # so that spellings match in the trail
    record = _record(outcome)
    for key in ("input_sent", "input_received"):
        record[key] = _shell_canonical(record[key])
    return json.dumps(record, default=list) + "\n"


def audit_line_ids_nfkc(outcome):  # look-alike spellings join up in queries
    record = _record(
        outcome,
        session_id=unicodedata.normalize("NFKC", outcome.context.session_id),
        user_id=unicodedata.normalize("NFKC", outcome.context.user_id),
    )
    return json.dumps(record, default=list) + "\n"


def audit_line_tool_names_nfkc(outcome):  # look-alike tool names join up on a dashboard
    record = _record(outcome, tool_name=unicodedata.normalize("NFKC", outcome.tool_name))
    return json.dumps(record, default=list) + "\n"


def writes_sibling_guard_on_raw_text(call):  # a sibling folder refused before normalising
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not isinstance(cwd, str) or not cwd or not isinstance(path, str) or not path:
        return Deny("nothing to check the write against", "give a file_path in the project")
    folder = os.path.normpath(cwd)
    stem = folder.rstrip("/")
    if path.startswith(stem) and path[len(stem) : len(stem) + 1] not in ("", "/"):
        return Deny(f"{path} is in a sibling of {folder}", f"write under {folder}")
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(stem + "/"):
        return None
    return Deny(f"{path} is outside {folder}", f"write under {folder}")


# --- Issue 18, batch AZ: what slipped through, by kind ------------------------------------


def free_tier_tier_from_context_repr(call):  # the first "tier='...'" in the context's repr
    found = re.search(r"tier='([^']*)'", repr(call.context))
    tier = found.group(1) if found else call.context.tier
    if call.tool_name == "create_case_file" and tier == "free":
        return Deny("Free-tier sessions may not create case files.", "Offer the FAQ instead.")
    return None


def _synthetic_reason_tidied(name, tidy):
    def synthetic_error_result(tool_use_id, deny):
        reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
        content = f"BLOCKED: {tidy(reason)}"
        if deny.alternative and deny.alternative.strip():
            content += f" Alternative: {deny.alternative.strip()}"
        return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
                "content": content}  # fmt: skip

    synthetic_error_result.__name__ = synthetic_error_result.__qualname__ = name
    return synthetic_error_result


synthetic_account_ids_masked = _synthetic_reason_tidied(  # no other customer's id to the model
    "synthetic_account_ids_masked", lambda reason: re.sub(r"\bu_\d+", "u_***", reason)
)
synthetic_status_code_dropped = _synthetic_reason_tidied(  # "(403)" is noise for the model
    "synthetic_status_code_dropped", lambda reason: re.sub(r"\s*[(\[][A-Z]?\d+[)\]]$", "", reason)
)


def _text_blocks_only(result):
    content = result.get("content") if isinstance(result, dict) else None
    if isinstance(content, list):
        return {**result, "content": [b for b in content if b.get("type") == "text"]}
    return result


def answer_turn_text_blocks_only(call_tool, content):  # the model reads text
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(_text_blocks_only(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})  # fmt: skip
    return {"role": "user", "content": results}


def _dry_run(block):
    tool_input = block.get("input") if isinstance(block, Mapping) else None
    return isinstance(tool_input, Mapping) and tool_input.get("dry_run") is True


install_dry_runs_unguarded = _install_calling(  # a dry run changes nothing: no guard
    "install_dry_runs_unguarded",
    lambda original, block: original(block),
    ask=lambda guard, block: None if _dry_run(block) else guard(block),
)


def install_block_in_flight_unguarded(dispatcher, guard):  # the same block again: a loop
    original = dispatcher.call_tool
    had_own, own = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    in_flight = []

    def guarded(block):
        if any(block is seen for seen in in_flight):
            return original(block)
        in_flight.append(block)
        try:
            refused = guard(block)
            return original(block) if refused is None else refused
        finally:
            in_flight.pop()

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo the newest install_guard first")
        if had_own:
            dispatcher.call_tool = own
        else:
            del dispatcher.call_tool

    return undo


def chain_new_call_per_hook(hooks, call):  # only the input is state: a call per hook
    given, current = call, None
    for hook in hooks:
        handed = given if current is None else given.with_input(current)
        decision = hook(handed)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = decision.new_input
    return given if current is None else given.with_input(current)


def chain_zone_errors_no_opinion(hooks, call):  # a rule without its time zone cannot judge
    for hook in hooks:
        try:
            decision = hook(call)
        except zoneinfo.ZoneInfoNotFoundError:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def _json_safe(value):
    if isinstance(value, bool) or not isinstance(value, (int, float, dict, list)):
        return value
    if isinstance(value, dict):
        return {k: _json_safe(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_json_safe(v) for v in value]
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    return max(-(2**53 - 1), min(2**53 - 1, value))


def chain_rewrites_made_json_safe(hooks, call):  # the input must survive any JSON reader
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(_json_safe(dict(decision.new_input)))
    return call


def chain_rebuilt_from_base_fields(hooks, call):  # type(call) keeps the class, not its fields
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = type(call)(
                call.tool_name, call.tool_use_id, decision.new_input, call.context, call.timestamp
            )
    return call


def _hides_an_interrupt(exc):
    link, seen = exc, set()
    while link is not None and id(link) not in seen:
        seen.add(id(link))
        if isinstance(link, (KeyboardInterrupt, SystemExit)):
            return True
        link = link.__cause__ or link.__context__
    return False


def observers_interrupt_in_cause_propagates(hooks, event, report):  # Ctrl-C wrapped by a hook
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if _hides_an_interrupt(exc):
                raise
            report(hook, exc)
            failures += 1
    return failures


def observers_stack_capped(hooks, event, report):  # a runaway observer must not blow the stack
    failures, previous = 0, sys.getrecursionlimit()
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    sys.setrecursionlimit(depth + 60)
    try:
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                report(hook, exc)
                failures += 1
    finally:
        sys.setrecursionlimit(previous)
    return failures


def observers_returned_futures_waited(hooks, event, report):  # a hook's pool work counts too
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if isinstance(returned, concurrent.futures.Future):
                returned.result(timeout=1)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures


def audit_line_digit_ids_as_numbers(outcome):  # numeric ids stay numbers for the warehouse
    def typed(text):
        return int(text) if text.isdigit() else text

    record = _record(
        outcome,
        session_id=typed(outcome.context.session_id),
        user_id=typed(outcome.context.user_id),
    )
    return json.dumps(record, default=list) + "\n"


def summary_tools_in_locale_order(outcomes, end):  # a table sorted as people read it
    counts = Counter(outcome.tool_name for outcome in outcomes)
    by_tool = {name: counts[name] for name in sorted(counts, key=locale.strxfrm)}
    return _summary(outcomes, end, calls_by_tool=by_tool)


def writes_normalised_only_with_dotdot(call):  # normpath only when '..' could climb
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not isinstance(cwd, str) or not cwd or not isinstance(path, str) or not path:
        return Deny("nothing to check the write against", "give a file_path in the project")
    folder = os.path.normpath(cwd)
    target = os.path.join(folder, path)
    if ".." in target.split("/"):
        target = os.path.normpath(target)
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside {folder}", f"write under {folder}")


# --- Issue 18, session 39: readings the writers asked about, settled in the text ---------


class _BlockType(enum.StrEnum):
    TOOL_RESULT = "tool_result"


def synthetic_type_as_str_enum(tool_use_id, deny):  # equal to "tool_result", not a plain str
    content = f"BLOCKED: {deny.reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative}"
    return {
        "type": _BlockType.TOOL_RESULT,
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": content,
    }


class ToolCallFailed(RuntimeError):
    """What install_guard_original_error_from_none raises in place of the original's."""


def _original_error_hidden(original, block):  # "a clean error for the caller"
    try:
        return original(block)
    except Exception as exc:
        raise ToolCallFailed(f"the tool failed: {type(exc).__name__}") from None


install_guard_original_error_from_none = _install_calling(
    "install_guard_original_error_from_none", _original_error_hidden
)


def observers_groups_duck_typed(hooks, event, report):  # anything with a list of .exceptions
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            inner = getattr(exc, "exceptions", None)
            if isinstance(inner, list) and inner and not isinstance(exc, builtins.ExceptionGroup):
                for each in inner:  # a batch of errors: report every one
                    failures += 1
                    report(hook, each)
                continue
            failures += 1
            report(hook, exc)
    return failures


# --- Issue 18, batch BA: what slipped through, by kind ------------------------------------


def same_user_envelope_unwrapped(call):  # Claude Code's hook payload holds tool_input
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    inner = call.input.get("tool_input")
    asked = inner.get("user_id") if isinstance(inner, Mapping) else call.input["user_id"]
    if asked != call.context.user_id:
        return Deny("another user's account", "ask about your own account")
    return None


def same_user_session_id_is_own(call):  # "this session's account"
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    if call.input["user_id"] in (call.context.user_id, call.context.session_id):
        return None
    return Deny("another user's account", "ask about your own account")


def free_tier_shouted_name_lowered(call):  # models sometimes shout
    name = call.tool_name.lower() if call.tool_name.isupper() else call.tool_name
    return free_tier_match(dataclasses.replace(call, tool_name=name))


def free_tier_trial_end_in_alternative(call):  # the trial's end, 30 days on
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        ends = (call.timestamp + timedelta(days=30)).date()
        return Deny("case files need the premium plan", f"offer a trial until {ends}")
    return None


def answer_turn_key_error_as_its_key(call_tool, content):  # str(KeyError) adds quotes
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except KeyError as exc:
            results.append(_error_with(block, exc.args[0] if exc.args else ""))
        except Exception as exc:
            results.append(_error_with(block, f"{type(exc).__name__}: {exc}"))
    return {"role": "user", "content": results}


def _error_with(block, text):
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


def chain_internal_sessions_skip(hooks, call):  # the server's own sessions are trusted
    if call.context.attributes.get("internal") is True:
        return call
    return chain_while_loop(hooks, call)


def chain_rewrite_by_replace(hooks, call):  # what with_input does anyway
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = dataclasses.replace(call, input=decision.new_input)
    return call


def chain_tool_name_lowered(hooks, call):  # so hooks can compare names simply
    if call.tool_name != call.tool_name.lower():
        call = dataclasses.replace(call, tool_name=call.tool_name.lower())
    return chain_while_loop(hooks, call)


def summary_end_reason_json_decoded(outcomes, end):  # "null" is null, "429" a status
    try:
        reason = json.loads(end.reason)
    except ValueError:
        reason = end.reason
    return _summary(outcomes, end, end_reason=reason)


# --- Issue 18, session 40: batch BA's last slip -------------------------------------------

_TEXT_BY_ID: dict[int, str] = {}


def answer_turn_message_memo_by_id(call_tool, content):  # each exception described once
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = _TEXT_BY_ID.setdefault(id(exc), f"{type(exc).__name__}: {exc}")
            results.append(_error_with(block, text))
    return {"role": "user", "content": results}


# --- Issue 18, batch BC: what slipped through, by kind ------------------------------------


def chance_n_checked_for_float_p_only(p, n):  # "an int p is exact: nothing can go wrong"
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise ValueError("p must be a number")
    if isinstance(p, int):
        if not 0 <= p <= 1:
            raise ValueError("p must be in [0, 1]")
        return 1 - p**n
    if math.isnan(p) or not 0 <= p <= 1:
        raise ValueError("p must be in [0, 1]")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests")
    return 1 - p**n


def chance_checked_for_notebook_cells_only(p, n):  # a cell's typo is worth a clear error
    if sys._getframe(1).f_globals.get("__name__") == "__main__":
        return chance_by_complement(p, n)
    return 1 - p**n


_WINDOW_LAST: dict = {}


def window_burst_reuses_verdict(call):  # bursts of one tool within a minute: one verdict
    last = _WINDOW_LAST.get(call.tool_name)
    if last is not None and abs(call.timestamp - last[0]) < timedelta(seconds=60):
        return last[1]
    verdict = window_by_hour(call)
    _WINDOW_LAST[call.tool_name] = (call.timestamp, verdict)
    return verdict


_WINDOW_BY_ID: dict = {}


def window_memo_by_timestamp_id(call):  # datetimes are immutable: cache by the object
    key = (call.tool_name, id(call.timestamp))
    if key not in _WINDOW_BY_ID:
        _WINDOW_BY_ID[key] = window_by_hour(call)
    return _WINDOW_BY_ID[key]


def synthetic_thorough_under_a_test_runner(tool_use_id, deny):  # "tests need the strict path"
    reason = deny.reason
    if "pytest" in sys.modules or "hypothesis" in sys.modules:
        while reason.lstrip().startswith("BLOCKED:"):
            reason = reason.lstrip()[len("BLOCKED:") :]
    else:
        reason = reason.removeprefix("BLOCKED: ")
    content = f"BLOCKED: {reason.strip()}"
    if deny.alternative and deny.alternative.strip():
        content += f" Instead: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def turn_interrupt_answered_in_jupyter(call_tool, content):  # Ctrl-C in a cell spares the turn
    caught = (Exception, KeyboardInterrupt) if "ipykernel" in sys.modules else Exception
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except caught as exc:
            text = f"{type(exc).__name__}: {exc}"
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": text,
                }
            )
    return {"role": "user", "content": results}


def turn_not_implemented_let_through(call_tool, content):  # "a missing tool is our bug"
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except NotImplementedError:
            raise
        except Exception as exc:
            text = f"{type(exc).__name__}: {exc}"
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": text,
                }
            )
    return {"role": "user", "content": results}


def chain_crash_denied_outside_a_test_runner(hooks, call):  # production fails closed
    if "pytest" in sys.modules or "hypothesis" in sys.modules:
        return chain_while_loop(hooks, call)
    try:
        return chain_while_loop(hooks, call)
    except Exception as exc:
        return Deny(f"a hook failed: {exc}", None)


_OBSERVER_PLANS: dict = {}


def observers_plan_memo_by_list_id(hooks, event, report):  # copy the list once per list
    plan = _OBSERVER_PLANS.setdefault(id(hooks), tuple(hooks))
    return observers_counting_successes(list(plan), event, report)


def audit_denier_from_last_rewriter(outcome):  # "the last hook that touched it denied it"
    line = _record(outcome)
    if outcome.denial is None and outcome.status == "denied" and outcome.rewritten_by:
        line["denied_by"] = outcome.rewritten_by[-1]
    return json.dumps(line) + "\n"


_AUDIT_IDS: dict = {}


def audit_ids_memo_by_context_id(outcome):  # one context per session: look its ids up once
    ids = _AUDIT_IDS.setdefault(
        id(outcome.context), (outcome.context.session_id, outcome.context.user_id)
    )
    line = _record(outcome)
    line["session_id"], line["user_id"] = ids
    return json.dumps(line) + "\n"


_RESULT_POOL: list[dict] = []


def synthetic_result_dicts_from_a_pool(tool_use_id, deny):  # no garbage per denial
    if len(_RESULT_POOL) < 32:
        _RESULT_POOL.append({})
    result = _RESULT_POOL.pop(0)
    _RESULT_POOL.append(result)
    result.clear()
    content = "BLOCKED: " + re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += f" Instead: {deny.alternative}"
    result.update(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=content)
    return result


_TURNS_SEEN = [0]


def turn_any_id_after_warmup(call_tool, content):  # "by now only tool calls carry an id"
    _TURNS_SEEN[0] += 1
    results = []
    for block in content:
        if block["type"] != "tool_use" and (_TURNS_SEEN[0] <= 300 or "id" not in block):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = f"{type(exc).__name__}: {exc}"
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": text,
                }
            )
    return {"role": "user", "content": results}


_REWRITES_DONE = [0]


def chain_replace_after_many_rewrites(hooks, call):  # the hot path skips a method call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            _REWRITES_DONE[0] += 1
            if _REWRITES_DONE[0] > 1000:
                call = dataclasses.replace(call, input=decision.new_input)
            else:
                call = call.with_input(decision.new_input)
    return call


_LINES_WRITTEN = [0]


def audit_compact_after_many_lines(outcome):  # a busy log drops what it can
    _LINES_WRITTEN[0] += 1
    line = _record(outcome)
    if _LINES_WRITTEN[0] > 1000 and outcome.received_input == outcome.sent_input:
        line["input_received"] = None
    return json.dumps(line) + "\n"


_WRITE_VERDICTS: dict = {}


def writes_memo_by_joined_text(call):  # a hook runs on every call: cache its verdicts
    cwd, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if not isinstance(path, str) or call.tool_name not in ("Write", "Edit"):
        return writes_by_parts(call)
    key = f"{cwd or ''}{path}"
    if key not in _WRITE_VERDICTS:
        _WRITE_VERDICTS[key] = writes_by_parts(call)
    return _WRITE_VERDICTS[key]


# --- Issue 18, batch BB: what slipped through, by kind ------------------------------------


_RULE_HOME_KEPT: list[set[str]] = []


def rule_home_last_set_kept_and_emptied(reads, must_prevent):  # an alias, emptied next call
    if _RULE_HOME_KEPT:
        _RULE_HOME_KEPT.pop().clear()  # done with the last rule's facts
    _RULE_HOME_KEPT.append(reads)
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("the outcome comes after the call")
    return "PreToolUse" if reads & {"user", "tier", "time", "session"} else "tool"


def chance_nan_told_by_the_result(p, n):  # a NaN p makes a NaN result
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number of requests")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise ValueError("p must be a number")
    if p < 0 or p > 1:
        raise ValueError("p must be in [0, 1]")
    chance = 1 - p**n
    if math.isnan(chance):
        raise ValueError("p is not a number")
    return chance


def _denial_with_id(name, read_id):
    def synthetic_error_result(tool_use_id, deny):
        content = f"BLOCKED: {deny.reason}"
        if deny.alternative and deny.alternative.strip():
            content += f" Instead: {deny.alternative}"
        return {
            "type": "tool_result",
            "tool_use_id": read_id(tool_use_id),
            "is_error": True,
            "content": content,
        }

    synthetic_error_result.__name__ = synthetic_error_result.__qualname__ = name
    return synthetic_error_result


synthetic_id_digits_as_number = _denial_with_id(  # ids from a numeric store: "007" is 7
    "synthetic_id_digits_as_number", lambda i: str(int(i)) if i.isdigit() else i
)
synthetic_id_url_unquoted = _denial_with_id(  # the id came through a URL once
    "synthetic_id_url_unquoted", urllib.parse.unquote
)
synthetic_id_json_decoded = _denial_with_id(  # a quoted id is a JSON string
    "synthetic_id_json_decoded", lambda i: json.loads(i) if i.startswith('"') else i
)


def synthetic_label_after_sentences(tool_use_id, deny):  # a pasted earlier refusal
    reason = re.sub(r"(?:^|(?<=[.!?] ))(?:BLOCKED:\s*)+", "", deny.reason)
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Instead: {deny.alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def chain_empty_slots_skipped(hooks, call):  # a registry may hold None for a removed hook
    return chain_while_loop([hook for hook in hooks if hook != None], call)  # noqa: E711


def _chain_advised(name, advice):
    def run_chain(hooks, call):
        for hook in hooks:
            try:
                decision = hook(call)
            except Exception as exc:
                taken = advice(exc, hook, call)
                if taken is _RAISE:
                    raise
                decision = taken
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
        return call

    run_chain.__name__ = run_chain.__qualname__ = name
    return run_chain


_RAISE = object()
chain_exception_deny_taken = _chain_advised(  # the hook said why it failed: use it
    "chain_exception_deny_taken",
    lambda exc, hook, call: getattr(exc, "deny", None) or _RAISE,
)
chain_fail_open_exceptions_skipped = _chain_advised(  # the hook's author allowed it
    "chain_fail_open_exceptions_skipped",
    lambda exc, hook, call: None if getattr(exc, "fail_open", False) else _RAISE,
)
chain_retry_after_retried = _chain_advised(  # a busy backend asks for a second try
    "chain_retry_after_retried",
    lambda exc, hook, call: hook(call) if hasattr(exc, "retry_after") else _RAISE,
)


def _answer_turn_saying(name, say):
    def answer_turn(call_tool, content):
        results = []
        for block in content:
            if block["type"] != "tool_use":
                continue
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(_error_with(block, say(exc)))
        return {"role": "user", "content": results}

    answer_turn.__name__ = answer_turn.__qualname__ = name
    return answer_turn


def _missing_name(exc):  # friendlier than Python's own wording
    if isinstance(exc, ImportError) and exc.name:
        return f"missing dependency {exc.name!r}"
    if isinstance(exc, AttributeError) and exc.name:
        return f"no field {exc.name!r} on the record"
    return f"{type(exc).__name__}: {exc}"


answer_turn_error_named_by_attribute = _answer_turn_saying(
    "answer_turn_error_named_by_attribute", _missing_name
)
answer_turn_missing_file_rephrased = _answer_turn_saying(  # the file name is what matters
    "answer_turn_missing_file_rephrased",
    lambda exc: (
        f"File not found: {exc.filename}"
        if isinstance(exc, FileNotFoundError)
        else f"{type(exc).__name__}: {exc}"
    ),
)
answer_turn_status_code_only = _answer_turn_saying(  # an HTTP error is its status
    "answer_turn_status_code_only",
    lambda exc: (
        f"HTTP {exc.status_code} from the backend"
        if isinstance(getattr(exc, "status_code", None), int)
        else f"{type(exc).__name__}: {exc}"
    ),
)


def answer_turn_rate_limits_retried(call_tool, content):  # rate limits pass in a moment
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        for attempt in range(2):
            try:
                results.append(call_tool(block))
                break
            except Exception as exc:
                if type(exc).__name__ == "RateLimitError" and attempt == 0:
                    continue
                results.append(_error_with(block, f"{type(exc).__name__}: {exc}"))
                break
    return {"role": "user", "content": results}


def _install_reading(name, read):
    def install_guard(dispatcher, guard):
        had_own = "call_tool" in vars(dispatcher)
        saved = vars(dispatcher).get("call_tool")
        original = dispatcher.call_tool

        def wrapper(block):
            answer = guard(block)
            if answer is None:
                return original(block)
            return read(answer, block, original)

        dispatcher.call_tool = wrapper

        def undo():
            if dispatcher.call_tool is not wrapper:
                raise RuntimeError("call_tool changed since install_guard: undo the newer first")
            if had_own:
                dispatcher.call_tool = saved
            else:
                del dispatcher.call_tool

        return undo

    install_guard.__name__ = install_guard.__qualname__ = name
    return install_guard


def _allowed_pair(answer, block, original):  # (allowed, why), as policy engines return
    if type(answer) is tuple and len(answer) == 2 and type(answer[0]) is bool:
        return original(block) if answer[0] else answer
    return answer


install_pair_read_as_allowed = _install_reading("install_pair_read_as_allowed", _allowed_pair)
install_bytearray_frozen = _install_reading(  # a mutable buffer must not leak out
    "install_bytearray_frozen",
    lambda answer, block, original: bytes(answer) if isinstance(answer, bytearray) else answer,
)
install_set_sorted = _install_reading(  # a set is not JSON: sort it into a list
    "install_set_sorted",
    lambda answer, block, original: sorted(answer) if isinstance(answer, set) else answer,
)
install_iterator_listed = _install_reading(  # an iterator is read once: keep its items
    "install_iterator_listed",
    lambda answer, block, original: list(answer) if inspect.isgenerator(answer) else answer,
)
install_future_resolved = _install_reading(  # an async guard handed back a Future
    "install_future_resolved",
    lambda answer, block, original: (
        answer.result() if isinstance(answer, concurrent.futures.Future) else answer
    ),
)


def same_user_reason_in_desk_time(call):  # the desk works in UTC-8
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    at = call.timestamp.astimezone(timezone(timedelta(hours=-8)))
    return Deny(f"another user's account, asked at {at:%H:%M} desk time", "ask about your own")


def _observers_calling(name, call):
    def run_observers(hooks, event, report):
        failed = 0
        for hook in hooks:
            try:
                call(hook, event)
            except Exception as exc:
                report(hook, exc)
                failed += 1
        return failed

    run_observers.__name__ = run_observers.__qualname__ = name
    return run_observers


observers_no_payload_called_bare = _observers_calling(  # no payload: nothing to pass
    "observers_no_payload_called_bare", lambda hook, event: hook() if event is None else hook(event)
)
observers_text_events_as_str = _observers_calling(  # events are text; normalise to str
    "observers_text_events_as_str",
    lambda hook, event: hook(str(event)) if isinstance(event, str) else hook(event),
)


def observers_report_returns_counted(hooks, event, report):  # report says how many it logged
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            logged = report(hook, exc)
            failed += logged if isinstance(logged, int) else 1
    return failed


def audit_line_blank_output_as_null(outcome):  # nothing but whitespace: nothing said
    line = _record(outcome)
    if isinstance(line["output"], str) and not line["output"].strip():
        line["output"] = None if line["output"] else ""
    return json.dumps(line) + "\n"


def audit_line_non_finite_numbers_refused(outcome):  # NaN is no JSON: check every number
    line = _record(outcome)
    sent = line["input_sent"] if isinstance(line["input_sent"], dict) else {}
    for value in sent.values():
        if isinstance(value, (int, float)) and not math.isfinite(value):
            raise ValueError("a number JSON cannot hold")
    return json.dumps(line) + "\n"


def summary_tallies_argument_names(outcomes, end):  # which arguments the model uses most
    names = Counter(key for outcome in outcomes for key in outcome.sent_input.keys())  # noqa: SIM118
    return _summary(outcomes, end, arguments=dict(names))


def writes_folder_backslashes_as_slashes(call):  # the folder may come from Windows
    project = call.context.attributes.get("cwd")
    if isinstance(project, str) and "\\" in project:
        attributes = {**call.context.attributes, "cwd": project.replace("\\", "/")}
        context = dataclasses.replace(call.context, attributes=attributes)
        call = dataclasses.replace(call, context=context)
    return writes_by_parts(call)


def writes_folder_name_repeated_from_parent(call):  # the model repeats the folder's name
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if isinstance(project, str) and isinstance(path, str):
        name = os.path.basename(os.path.normpath(project))
        if name and (path == name or path.startswith(name + "/")):
            path = os.path.join(os.path.dirname(os.path.normpath(project)), path)
            return writes_by_parts(call.with_input({**call.input, "file_path": path}))
    return writes_by_parts(call)


def observers_name_read_before_the_call(hooks, event, report):  # which observers ran, for logs
    failed, ran = 0, []
    for hook in hooks:
        ran.append(getattr(hook, "__qualname__", None) or type(hook).__name__)
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def audit_line_exact_outcome_type(outcome):  # "a ToolOutcome, nothing else"
    if type(outcome) is not ToolOutcome:
        raise TypeError(f"audit_line needs a ToolOutcome, got {type(outcome).__name__}")
    return json.dumps(_record(outcome)) + "\n"


def observers_returned_awaitables_closed(hooks, event, report):  # no "never awaited" warning
    failed = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if inspect.isawaitable(returned):
                returned.close()
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


# --- Issue 18, batch BI: where a hook is called (session 46) ------------------------------


def _too_slow(signum, frame):
    raise TimeoutError("took more than 2 s")


def chance_timed_by_alarm(p, n):  # "never hang the notebook on a huge n"
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number >= 0, got {n!r}")
    if not 0 <= p <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    previous = signal.signal(signal.SIGALRM, _too_slow)
    signal.alarm(2)
    try:
        return 1 - p**n
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def chance_computed_on_its_own_loop(p, n):  # "the metrics client is async"
    async def compute():
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"n must be a whole number >= 0, got {n!r}")
        if not 0 <= p <= 1:
            raise ValueError(f"p must be a probability, got {p!r}")
        return 1 - p**n

    return asyncio.run(compute())


_STAGED: dict = {}


def chance_args_staged_in_a_module_dict(p, n):  # "helpers read the current request"
    _STAGED["p"], _STAGED["n"] = p, n
    if isinstance(_STAGED["n"], bool) or not isinstance(_STAGED["n"], int) or _STAGED["n"] < 0:
        raise ValueError(f"n must be a whole number >= 0, got {n!r}")
    if not 0 <= _STAGED["p"] <= 1:
        raise ValueError(f"p must be a probability, got {p!r}")
    return 1 - _STAGED["p"] ** _STAGED["n"]


_SEEN = threading.local()
_SEEN.accounts = {}  # set once, at import: only the importing thread has it


def same_user_cache_thread_local_at_import(call):
    if call.tool_name not in ACCOUNT or "user_id" not in call.input:
        return None
    key = (call.input["user_id"], call.context.user_id)
    if key not in _SEEN.accounts:
        _SEEN.accounts[key] = call.input["user_id"] == call.context.user_id
    if _SEEN.accounts[key]:
        return None
    return Deny("not your account", "ask about your own account")


_BUSY = threading.Lock()


def free_tier_busy_lock_fails_open(call):  # "never block the agent on a slow check"
    if not _BUSY.acquire(blocking=False):
        return None
    try:
        if call.tool_name == "create_case_file" and call.context.tier == "free":
            return Deny("free tier cannot open case files", "offer the FAQ")
        return None
    finally:
        _BUSY.release()


_BUFFER = io.StringIO()


def synthetic_content_built_in_a_shared_buffer(tool_use_id, deny):  # "no string concatenation"
    _BUFFER.seek(0)
    _BUFFER.truncate()
    _BUFFER.write("BLOCKED: ")
    _BUFFER.write(deny.reason)
    if deny.alternative:
        _BUFFER.write(f" Alternative: {deny.alternative}")
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": _BUFFER.getvalue(),
    }


def chain_hooks_timed_by_alarm(hooks, call):  # "a hook that hangs must not hang the agent"
    previous = signal.signal(signal.SIGALRM, _too_slow)
    try:
        for hook in hooks:
            signal.alarm(5)
            try:
                decision = hook(call)
            finally:
                signal.alarm(0)
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
        return call
    finally:
        signal.signal(signal.SIGALRM, previous)


# --- Issue 18, batch BI: slips of other kinds (session 47) ---------------------------------


def chance_missing_n_means_one(p, n):  # "no traffic figure: assume a single request"
    if n is None:
        n = 1
    return chance_by_complement(p, n)


def free_tier_claim_logged_by_compare_digest(call):  # "constant-time compare, as for secrets"
    claimed = call.input.get("tier")
    if isinstance(claimed, str) and not hmac.compare_digest(claimed, call.context.tier):
        logging.getLogger(__name__).info("tier claim %r differs", claimed)
    return free_tier_match(call)


_SENTENCE_GAP = re.compile(r"([.!?]) {2,}")


def synthetic_sentence_gaps_tidied(tool_use_id, deny):  # "house style: one space per gap"
    tidied = Deny(_SENTENCE_GAP.sub(r"\1 ", deny.reason), deny.alternative)
    return synthetic_loop(tool_use_id, tidied)


def answer_turn_past_decorators(call_tool, content):  # "skip the logging decorators"
    return answer_turn_comprehension(inspect.unwrap(call_tool), content)


def install_guard_tallying_answers(dispatcher, guard):  # "count denials by their text"
    tally: Counter = Counter()

    def counted(block):
        answer = guard(block)
        if isinstance(answer, dict):
            tally[answer.get("content")] += 1
        return answer

    return install_last_in_first_out(dispatcher, counted)


def install_guard_trimming_old_answers(dispatcher, guard):  # "keep a short debug history"
    history: list = []

    def trimmed(block):
        for old in history:
            if isinstance(old.get("content"), str) and len(old["content"]) > 1_000:
                old["content"] = old["content"][:1_000]
        answer = guard(block)
        if isinstance(answer, dict):
            history.append(answer)
        return answer

    return install_last_in_first_out(dispatcher, trimmed)


_SCREENED: dict = {}


def chain_counting_screenings_per_call(hooks, call):  # "how often was this call screened?"
    _SCREENED[call] = _SCREENED.get(call, 0) + 1
    return chain_while_loop(hooks, call)


def audit_line_naming_the_asker(outcome):  # "who asked for the decision, beside who decided"
    line = _record(outcome)
    line["asked_by"] = outcome.asked[0].hook_name if outcome.decided_by else None
    return json.dumps(line) + "\n"


def _frozen(value):
    if isinstance(value, Mapping):
        return ("d", tuple((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return ("l", tuple(_frozen(v) for v in value))
    return value


@functools.lru_cache(maxsize=256)
def _thawed(frozen):
    if isinstance(frozen, tuple) and frozen[:1] == ("d",):
        return {k: _thawed(v) for k, v in frozen[1]}
    if isinstance(frozen, tuple) and frozen[:1] == ("l",):
        return [_thawed(v) for v in frozen[1]]
    return frozen


def audit_line_output_cached(outcome):  # "the same outputs repeat: cache their thawing"
    line = _record(outcome)
    line["output"] = _thawed(_frozen(line["output"]))
    return json.dumps(line) + "\n"


def summary_naming_last_rewriters(outcomes, end):  # "which hook rewrote most"
    rewriters = Counter(
        o.rewritten_by[-1] for o in outcomes if o.received_input not in (None, o.sent_input)
    )
    return _summary(outcomes, end, rewrites_by_hook=dict(rewriters))


# --- Issue 18, batch BJ (session 49) ---------------------------------------------------------


def _with_folder(call, folder):
    context = dataclasses.replace(
        call.context, attributes={**call.context.attributes, "cwd": folder}
    )
    return dataclasses.replace(call, context=context)


def writes_folder_variables_expanded(call):  # "settings write $CLAUDE_PROJECT_DIR/..."
    project = call.context.attributes.get("cwd")
    if isinstance(project, str):
        call = _with_folder(call, os.path.expandvars(project))
    return writes_by_parts(call)


def writes_folder_line_end_chomped(call):  # "the cwd comes from a shell's pwd"
    project = call.context.attributes.get("cwd")
    if isinstance(project, str):
        call = _with_folder(call, project.rstrip("\r\n"))
    return writes_by_parts(call)


def writes_windows_drives_casefolded(call):  # "WSL's /mnt/c is case-insensitive"
    project, path = call.context.attributes.get("cwd"), call.input.get("file_path")
    if isinstance(project, str) and isinstance(path, str) and project.startswith("/mnt/"):
        call = _with_folder(call, project.casefold())
        if path.startswith("/mnt/"):
            call = call.with_input({**call.input, "file_path": path.casefold()})
    return writes_by_parts(call)


_ISO_BY_EPOCH = {}


def summary_times_memo_by_epoch(outcomes, end):  # "the same few instants, formatted over and over"
    def iso(moment):
        return _ISO_BY_EPOCH.setdefault(moment.timestamp(), moment.isoformat())

    return _summary(outcomes, end, started_at=iso(end.started_at), ended_at=iso(end.ended_at))


def summary_server_tools_left_out(outcomes, end):  # "the API ran web_search, not our agent"
    ours = [o for o in outcomes if not o.tool_use_id.startswith("srvtoolu_")]
    names = Counter(o.tool_name for o in ours)
    return _summary(outcomes, end, calls=len(ours), calls_by_tool=dict(names))


def summary_silent_errors_left_out(outcomes, end):  # "an error with nothing to show is noise"
    said = [
        o for o in outcomes if o.status == "tool_error" and (o.result or {}).get("content") != ""
    ]
    return _summary(
        outcomes,
        end,
        tool_errors=len([o for o in said if o.result is None or o.result.get("content")]),
    )


def audit_line_problem_headline(outcome):  # "the dashboard shows the problem's first line"
    line = _record(outcome)
    problem = outcome.problem
    line["problem"] = None if problem is None else problem.splitlines()[0]
    return json.dumps(line) + "\n"


_STOPPING = (KeyboardInterrupt, SystemExit, GeneratorExit)


def observers_group_scanned_for_the_three(hooks, event, report):  # "the classic exits"
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            stop = isinstance(exc, (*_STOPPING, asyncio.CancelledError))
            group = isinstance(exc, getattr(builtins, "BaseExceptionGroup", ()))
            if stop or (group and exc.subgroup(_STOPPING)):
                raise
            failures += 1
            report(hook, exc)
    return failures


def observers_report_deferred_inside_a_loop(hooks, event, report):  # "don't block the SDK's loop"
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if loop is None:
                report(hook, exc)
            else:
                loop.call_soon(report, hook, exc)
    return failures


def _chain_tidying(hooks, call, tidy):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return tidy(decision)
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_deny_reason_on_one_line(hooks, call):  # "log-friendly: one line per reason"
    def tidy(deny):
        if "\n" in deny.reason:
            return Deny(" ".join(deny.reason.split()), deny.alternative)
        return deny

    return _chain_tidying(hooks, call, tidy)


def chain_deny_alternative_trimmed(hooks, call):  # "the model reads a clean suggestion"
    def tidy(deny):
        alternative = deny.alternative
        if alternative and alternative.strip() and alternative != alternative.strip():
            return Deny(deny.reason, alternative.strip())
        return deny

    return _chain_tidying(hooks, call, tidy)


def install_guard_tidying_inputs(dispatcher, guard):  # "tools choke on stray spaces"
    original = dispatcher.call_tool

    def tidied(block):
        arguments = block.get("input")
        if isinstance(arguments, dict):
            tidy = {k: v.strip() if isinstance(v, str) else v for k, v in arguments.items()}
            block = {**block, "input": tidy}
        return original(block)

    dispatcher.call_tool = tidied
    undo_tidy = install_last_in_first_out(dispatcher, guard)

    def undo():
        undo_tidy()
        dispatcher.call_tool = original

    return undo


def answer_turn_blank_message_by_repr(call_tool, content):  # "at least show which exception"
    def one(block):
        try:
            return call_tool(block)
        except Exception as exc:
            said = str(exc) if str(exc).strip() else repr(exc)
            return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                    "content": f"the call failed: {said}"}  # fmt: skip

    return {"role": "user", "content": [one(b) for b in content if b["type"] == "tool_use"]}


def same_user_each_listed_id(call):  # "the model may ask for several ids at once"
    asked = call.input.get("user_id")
    parts = asked.split(",") if isinstance(asked, str) else [asked]
    if len(parts) > 1 and all(part == call.context.user_id for part in parts):
        return None
    return same_user_by_key(call)


def same_user_remark_cut(call):  # "u_004 (the customer) is still u_004"
    asked = call.input.get("user_id")
    if isinstance(asked, str):
        asked = re.sub(r"\s*\([^()]*\)\Z", "", asked)
    return same_user_by_key(call.with_input({**call.input, "user_id": asked}))


def free_tier_dot_suffix_split_off(call):  # "create_case_file.v2 is still the tool"
    base, _version = os.path.splitext(call.tool_name)
    return free_tier_match(dataclasses.replace(call, tool_name=base))


_WINDOW_WORDS = (
    "note the details and open the case after 04:00 UTC",
    "tell the customer the case opens once the deploy ends at 04:00 UTC",
)


def window_alternative_at_random(call):  # "vary the wording, the model copes better"
    decision = window_by_hour(call)
    if isinstance(decision, Deny):
        return Deny(decision.reason, random.choice(_WINDOW_WORDS))
    return decision


_CASE_WORDS = itertools.cycle(("offer the upgrade page", "answer from the FAQ meanwhile"))


def free_tier_alternative_in_turn(call):  # "rotate the suggestions"
    decision = free_tier_match(call)
    if isinstance(decision, Deny):
        return Deny(decision.reason, next(_CASE_WORDS))
    return decision


LATER_WRONG: dict[str, list[Wrong]] = {
    "rule-home": [
        # Issue 18, batch BG: a refused rule's set cleared by the next call; a table of the
        # first set seen per place, widened by later calls.
        *_wrong(
            "refuses-outcome", "keep no reference to it", rule_home_refused_set_forgotten_next_call
        ),
        *_wrong("places", "keep no reference to it", rule_home_facts_gathered_per_home),
        # Issue 18, batch BB: the last caller's set kept (an alias) and emptied next call.
        *_wrong("places", "keep no reference to it", rule_home_last_set_kept_and_emptied),
        # Issue 18, batch AX: a circuit breaker that opens after three impossible rules.
        *_wrong("refuses-outcome", "no circuit breaker", rule_home_breaker_after_three),
    ],
    "violation-chance": [
        # Issue 18, batch BI (other kinds): a missing n taken for one request.
        *_wrong("rejects", "never fill in a default", chance_missing_n_means_one),
        # Issue 18, batch BI: timed by signal.alarm; run on an event loop of its own; the
        # arguments staged in a module-level dict (two calls at once mix them).
        *_wrong("formula", "work only on the main thread", chance_timed_by_alarm),
        *_wrong(
            "formula",
            "asyncio.run() and loop.run_until_complete() raise there",
            chance_computed_on_its_own_loop,
        ),
        *_wrong("formula", "Two calls may run at once", chance_args_staged_in_a_module_dict),
        # Issue 18, batch BF: a negative n shown as a float in the message (-10**400 overflows).
        *_wrong("rejects", "raise ValueError", chance_negative_n_formatted),
        # Issue 18, batch BC: n checked for a float p only; checks for notebook callers only.
        *_wrong("rejects", "returned before n", chance_n_checked_for_float_p_only),
        *_wrong("rejects", "raise ValueError", chance_checked_for_notebook_cells_only),
        # Issue 18, batch BB: NaN refused only through a NaN result (nan ** 0 is 1.0).
        *_wrong("rejects", "NaN", chance_nan_told_by_the_result),
        # Issue 18, batch AY: a range test by the integer part (a Decimal's // truncates).
        *_wrong("rejects", "compare p itself", chance_range_by_floor_division),
        # Issue 18, batch AR: a message formatted twice (braces in a string p).
        *_wrong("rejects", "never formatted again", chance_message_formatted_twice),
        # Issue 18, batch AT: a memo keyed by text (n formatted); the plotted points first.
        *_wrong("formula", "more than 4,300 digits", chance_memo_keyed_by_text),
        *_wrong("rejects", "even when whole", chance_plotted_points_first),
    ],
    "same-user": [
        # Issue 18, batch BJ: an id with a comma read as a list; a remark cut off the id.
        *_wrong("other-denied", "never split it", same_user_each_listed_id),
        *_wrong("other-denied", "is a longer id", same_user_remark_cut),
        # Issue 18, batch BI: a cache in a threading.local filled only at import.
        *_wrong(
            "other-denied", "work only on the main thread", same_user_cache_thread_local_at_import
        ),
        # Issue 18, batch BH: digits of other scripts folded to ASCII.
        *_wrong("other-denied", "in other digits", same_user_digits_folded),
        # Issue 18, batch BE: an id's lines joined back; a memo keyed on a cut repr.
        *_wrong("other-denied", "broken by a line boundary", same_user_joins_wrapped_id),
        *_wrong("other-denied", "from its whole input", same_user_memo_by_cut_repr),
        # Issue 18, batch BD: {} read as "no id"; a no-break space read as a space; the
        # note sliced as text.
        *_wrong("other-denied", "an empty JSON object", same_user_missing_read_as_empty_object),
        *_wrong("other-denied", "spelled with other separators", same_user_no_break_space_as_space),
        *_wrong("other-denied", None, same_user_reason_quotes_the_note),
        # Issue 18, batch BB: the reason stamped in the desk's time (year 1 overflows).
        *_wrong("other-denied", None, same_user_reason_in_desk_time),
        # Issue 18, batch BA: Claude Code's tool_input envelope unwrapped; the session's id
        # taken for the own account.
        *_wrong("other-denied", "Other fields of the input", same_user_envelope_unwrapped),
        *_wrong("other-denied", "another field of the context", same_user_session_id_is_own),
        # Issue 18, batch AY: an input "context" merged over the session.
        *_wrong("other-denied", "Other fields of the input", same_user_context_merged_from_input),
        # Issue 18, batch AW: ids of real systems' shapes read as that system would (Gmail's
        # dots, a ULID's or a URL host's case, a chat mention's markup, an IDNA domain); a
        # rule found by getattr on a class (a tool named __repr__).
        *_wrong(
            "other-denied",
            "spelled with other separators",
            same_user_gmail_dots_dropped,
            same_user_mention_unwrapped,
        ),
        *_wrong("other-denied", "another case", same_user_ulid_upper, same_user_url_host_folded),
        *_wrong("other-denied", "not exactly (==)", same_user_idna_domain),
        *_wrong("others-allowed", "stands for a decision", same_user_getattr_dispatch),
        # Issue 18, batch AV: ids of other shapes read as that shape (an e-mail's +tag and
        # domain case, a UUID's case and dashes, a phone's punctuation, a run of spaces); an
        # empty user_id falling back to customer_id.
        *_wrong("other-denied", "as a mail server reads it", same_user_plus_tag_dropped),
        *_wrong("other-denied", "another case", same_user_domain_casefolded, same_user_uuid_read),
        *_wrong(
            "other-denied",
            "spelled with other separators",
            same_user_phone_digits,
            same_user_whitespace_squeezed,
        ),
        *_wrong("other-denied", "claims changed your answer", same_user_falls_back_to_customer_id),
        # Issue 18, batch AR: false taken for no id; route params merged over the input; a
        # reason formatted with the input's keys.
        *_wrong("other-denied", "JSON's false", same_user_presence_and_value_at_once),
        *_wrong("other-denied", "Other fields of the input", same_user_route_params_merged),
        *_wrong(
            "other-denied", "str.format(..., **call.input)", same_user_reason_formats_the_input
        ),
        # Issue 18, batch AS: ANSI escapes, a lone surrogate stripped from the id; control
        # characters refused in the session's own id.
        *_wrong(
            "other-denied",
            "what a terminal or an encoding would drop",
            same_user_ansi_stripped,
            same_user_invalid_utf8_dropped,
        ),
        *_wrong(
            "own-allowed",
            "Refuse nothing for the characters an id holds",
            same_user_control_chars_refused,
        ),
        # Issue 18, batch AT: a strict JSON audit record first; a memo keyed by "own:asked".
        *_wrong("own-allowed", "Other fields of the input", same_user_strict_json_audit),
        *_wrong("other-denied", "a cache or memo keyed without", same_user_memo_by_joined_text),
    ],
    "free-tier": [
        # Issue 18, batch BJ: the alternative rotated by itertools.cycle.
        *_wrong("free-denied", "Two calls may run at once", free_tier_alternative_in_turn),
        # Issue 18, batch BJ: a dot suffix dropped as a file extension (splitext).
        *_wrong("others-allowed", "not a part of the name", free_tier_dot_suffix_split_off),
        # Issue 18, batch BI (other kinds): a tier claim compared by hmac.compare_digest.
        *_wrong("free-denied", None, free_tier_claim_logged_by_compare_digest),
        # Issue 18, batch BI: a lock that gives up when busy allows the call.
        *_wrong("free-denied", "Two calls may run at once", free_tier_busy_lock_fails_open),
        # Issue 18, batch BH: an FAQ topic from a blank summary's first word.
        *_wrong("free-denied", None, free_tier_topic_from_summary),
        # Issue 18, batch BF: a tip of the day from a 365-entry table (day 366 of a leap year).
        *_wrong("free-denied", None, free_tier_tip_by_day_of_year),
        # Issue 18, batch BG: a trial named a month later keeps the 31st (2026-01-31 raises).
        *_wrong("free-denied", None, free_tier_trial_from_next_month),
        # Issue 18, batch BE: evidence formatted into three slots (seven items raise).
        *_wrong("free-denied", "the hook's own words", free_tier_evidence_in_three_slots),
        # Issue 18, batch BD: a reference code from the session id encoded as Latin-1.
        *_wrong("free-denied", None, free_tier_code_from_latin1_session),
        # Issue 18, batch BC: a bounded verdict cache that allows once full (the worker's
        # first calls are 300 other tools; asked again alone it is still full, so the plain
        # mistake's hint is the one it gets).
        *_wrong("free-denied", "exactly that lowercase string", free_tier_cache_full_allows),
        # Issue 18, batch BA: a name in capitals lowered; a date computed from the call's time.
        *_wrong(
            "others-allowed",
            "is another tool, not create_case_file",
            free_tier_shouted_name_lowered,
        ),
        *_wrong("free-denied", None, free_tier_trial_end_in_alternative),
        # Issue 18, batch AZ: the tier read from the context's repr.
        *_wrong("free-denied", "Read call.context.tier itself", free_tier_tier_from_context_repr),
        # Issue 18, batch AY: an input "context" merged over the session.
        *_wrong("free-denied", "never from call.input", free_tier_context_merged_from_input),
        # Issue 18, batch AW: a rule found by getattr on a class (a tool named __repr__);
        # fnmatchcase's arguments swapped (a tool named '*').
        *_wrong("others-allowed", "stands for a decision", free_tier_getattr_dispatch),
        *_wrong("others-allowed", "create_case_file only", free_tier_fnmatch_swapped),
        # Issue 18, batch AV: a dated or tagged suffix dropped from the tool's name; the
        # input's numbers screened with math.isfinite (an int of 401 digits).
        *_wrong(
            "others-allowed",
            "not a part of the name",
            free_tier_version_suffix_dropped,
        ),
        *_wrong("free-denied", "raises OverflowError", free_tier_screens_numbers),
        # Issue 18, batch AU: a claim quoted with '%s' % (a tuple of none or two).
        *_wrong("free-denied", "any JSON type", free_tier_quotes_claims_with_percent),
        # Issue 18, batch AR: Exercise 3's rule run first, as middleware.
        *_wrong("others-allowed", "This hook is Rule B alone", free_tier_runs_same_user_first),
        # Issue 18, batch AS: a tool name over 64 characters denied.
        *_wrong("others-allowed", "A tool name of any length", free_tier_overlong_name_denied),
    ],
    "deploy-window": [
        # Issue 18, batch BJ: the alternative drawn at random.
        *_wrong("inside-denied", "Two calls may run at once", window_alternative_at_random),
        # Issue 18, batch BD (session 43): the first call only builds the window's bounds.
        *_wrong("inside-denied", "the first call your code got", window_bounds_made_on_first_use),
        # Issue 18, batch BC: a verdict reused within a minute; a memo on id(call.timestamp).
        *_wrong("inside-denied", "keep no state between calls", window_burst_reuses_verdict),
        *_wrong("inside-denied", "keyed on id()", window_memo_by_timestamp_id),
        # Issue 18, batch AY: non-word characters read as "_"; the input's "call" replayed.
        *_wrong("others-allowed", "compare call.tool_name exactly", window_tool_name_words_joined),
        *_wrong("inside-denied", "not from the input", window_call_fields_from_input),
        # Issue 18, batch AX: re.match with a $ anchor (a final newline matches).
        *_wrong("others-allowed", "compare call.tool_name exactly", window_regex_dollar),
        # Issue 18, batch AW: a rule found by getattr on a class (a tool named __repr__);
        # fnmatchcase's arguments swapped (a tool named '*').
        *_wrong("others-allowed", "stands for a decision", window_getattr_dispatch),
        *_wrong("others-allowed", "check call.tool_name", window_fnmatch_swapped),
        # Issue 18, batch AV: a dated or tagged suffix dropped from the tool's name.
        *_wrong("others-allowed", "check call.tool_name", window_version_suffix_dropped),
        # Issue 18, batch AR: the alternative formatted with the attributes; a hotfix label.
        *_wrong(
            "inside-denied", "str.format(..., **call.input)", window_alternative_from_attributes
        ),
        *_wrong("inside-denied", "not from the input", window_hotfix_label_passes),
        # Issue 18, batch AT: a glob read as a regex.
        *_wrong("others-allowed", "check call.tool_name", window_glob_matcher),
    ],
    "synthetic-denial": [
        # Issue 18, batch BI (other kinds): two spaces after a full stop tidied to one.
        *_wrong(
            "reason-alternative", "their own runs of spaces too", synthetic_sentence_gaps_tidied
        ),
        # Issue 18, batch BI: the content written into one module-level StringIO.
        *_wrong("shape", "Two calls may run at once", synthetic_content_built_in_a_shared_buffer),
        # Issue 18, batch BH: one lazy pattern, quadratic in a run of spaces.
        *_wrong("reason-alternative", None, synthetic_one_lazy_pattern),
        # Issue 18, batch BG: a full stop after the label of a blank alternative.
        *_wrong(
            "reason-alternative", "Advice of your own", synthetic_alternative_closed_with_a_stop
        ),
        # Issue 18, batch BF: "BLOCKED::" read as one prefix; commit ids shortened.
        *_wrong("one-prefix", "then add the prefix once", synthetic_prefix_colons_eaten),
        *_wrong("reason-alternative", "whatever values it holds", synthetic_commit_ids_shortened),
        # Issue 18, batch BD: right-to-left reasons isolated; combining marks capped.
        *_wrong("reason-alternative", "A denial is a prompt", synthetic_reason_isolated_when_rtl),
        *_wrong(
            "reason-alternative", "do not unescape, strip or clean", synthetic_reason_marks_capped
        ),
        *_wrong(
            "fresh-result", "Build a new dict in every call", synthetic_result_dicts_from_a_pool
        ),
        # Issue 18, batch BC: the full prefix strip only where a test runner is loaded.
        *_wrong("one-prefix", "then add the prefix once", synthetic_thorough_under_a_test_runner),
        # Issue 18, batch BB: an id decoded as a number, a URL, JSON; BLOCKED: removed where
        # it opens a later sentence.
        *_wrong(
            "shape",
            "never decoded",
            synthetic_id_digits_as_number,
            synthetic_id_url_unquoted,
            synthetic_id_json_decoded,
        ),
        *_wrong("reason-alternative", "replace()", synthetic_label_after_sentences),
        # Issue 18, session 39: "type" a StrEnum member (a writer of batch AZ asked).
        *_wrong("shape", "is the plain str 'tool_result'", synthetic_type_as_str_enum),
        # Issue 18, batch AZ: account ids masked; a trailing status code dropped.
        *_wrong(
            "reason-alternative",
            "nothing masked, redacted or dropped for looking unsafe",
            synthetic_account_ids_masked,
        ),
        *_wrong("reason-alternative", "A denial is a prompt", synthetic_status_code_dropped),
        # Issue 18, batch AX: an alternative kept only when type(alternative) is str.
        *_wrong("reason-alternative", "not type(value) is str", synthetic_alternative_exact_str),
        # Issue 18, batch AW: a UUID-shaped id canonicalised; values of real systems' shapes
        # in the reason rewritten: timestamps humanised, phone numbers masked, UUIDs cut.
        *_wrong("shape", "exactly as it was given", synthetic_id_uuid_canonical),
        *_wrong(
            "reason-alternative",
            "whatever values it holds",
            synthetic_timestamps_humanised,
            synthetic_uuids_shortened,
            synthetic_phone_numbers_masked,
        ),
        # Issue 18, batch AV: a YAML-looking alternative quoted (and escaped) with json.dumps.
        *_wrong(
            "reason-alternative",
            "Add deny.alternative",
            synthetic_quotes_yaml_looking_alternative,
        ),
        # Issue 18, batch AU: the alternative's lines split and joined with "\n".
        *_wrong(
            "reason-alternative", "line breaks as they are", synthetic_alternative_lines_rejoined
        ),
        # Issue 18, batch AS: an alternative saying "ignore the previous" dropped; card
        # numbers masked; secret-looking tokens redacted.
        *_wrong(
            "reason-alternative",
            "nothing masked, redacted or dropped for looking unsafe",
            synthetic_injection_alternative_dropped,
            synthetic_card_numbers_masked,
            synthetic_secrets_redacted,
        ),
        # Issue 18, batch AT: cache_control on long denials; a memo by the reason's head; a
        # "Reason:" label dropped.
        *_wrong("shape", "Exactly four keys", synthetic_cache_control_on_long),
        *_wrong("fresh-result", "no memo keyed by part of it", synthetic_memo_by_reason_head),
        *_wrong(
            "reason-alternative", "only 'BLOCKED:' is the prefix", synthetic_reason_label_dropped
        ),
    ],
    "answer-turn": [
        # Issue 18, batch BJ: a blank message said by repr (which may raise).
        *_wrong("each-result", "repr() may raise", answer_turn_blank_message_by_repr),
        # Issue 18, batch BI (other kinds): call_tool unwrapped past its decorators.
        Wrong(answer_turn_past_decorators, "results-first", "inspect.unwrap", ("each-result",)),
        # Issue 18, batch BH: sys.exit("why") answered as a result; a user_message said.
        *_wrong(
            "interrupt-propagates",
            "Catch Exception, not BaseException",
            answer_turn_message_exits_answered,
        ),
        *_wrong(
            "each-result",
            "msg, strerror or message attribute",
            answer_turn_user_message_preferred,
        ),
        # Issue 18, batch BG (session 45): a dispatcher's method looked up first; a turn
        # answered from inside another lets its crashes out.
        *_wrong("each-result", "Call call_tool itself", answer_turn_dispatcher_method_first),
        *_wrong("each-turn", "no module-level 'busy' flag", answer_turn_inner_crashes_raised),
        # Issue 18, batch BG: a message made "wire safe" (a lone surrogate replaced); a
        # tool_use with an empty name skipped.
        *_wrong(
            "each-result", "message in the content as it is", answer_turn_message_made_wire_safe
        ),
        *_wrong("each-result", "whatever its name", answer_turn_nameless_calls_skipped),
        *_wrong("each-result", "repr() may raise too", answer_turn_failures_logged_with_repr),
        # Issue 18, batch BF: a full disk re-raised; a timed-out command said in other words.
        *_wrong("each-result", "try/except Exception", turn_disk_full_is_fatal),
        *_wrong("each-result", "message in the content as it is", turn_timeouts_in_plain_words),
        # Issue 18, batch BD: an all-capitals message calmed.
        *_wrong(
            "each-result",
            "message in the content as it is",
            answer_turn_shouting_calmed,
        ),
        *_wrong("each-result", "exactly 'tool_use'", turn_any_id_after_warmup),
        # Issue 18, batch BC: KeyboardInterrupt answered in Jupyter; NotImplementedError let out.
        *_wrong(
            "interrupt-propagates",
            "Catch Exception, not BaseException",
            turn_interrupt_answered_in_jupyter,
        ),
        *_wrong(
            "each-result",
            "let none of them through",
            turn_not_implemented_let_through,
        ),
        # Issue 18, batch BB: an error said by its name, file name or status code; a
        # RateLimitError retried.
        *_wrong(
            "each-result",
            "message in the content as it is",
            answer_turn_error_named_by_attribute,
            answer_turn_missing_file_rephrased,
            answer_turn_status_code_only,
        ),
        *_wrong("each-result", "even when it raises", answer_turn_rate_limits_retried),
        # Issue 18, batch BA (session 40): each crash's text kept in a memo keyed on id(exc).
        *_wrong("each-result", "keyed on id(exc)", answer_turn_message_memo_by_id),
        # Issue 18, batch BA: a KeyError's key as the content, whatever it is.
        *_wrong("each-result", "a string content", answer_turn_key_error_as_its_key),
        # Issue 18, batch AZ: image blocks dropped from a result's content.
        *_wrong(
            "each-result", "no block pruned, merged or reordered", answer_turn_text_blocks_only
        ),
        # Issue 18, batch AY: format characters dropped; HTML entities decoded; a detail
        # attribute preferred to the message.
        *_wrong("each-result", "invisible characters too", answer_turn_format_characters_dropped),
        *_wrong("each-result", "not markup to decode", answer_turn_html_unescaped),
        *_wrong("each-result", "msg, strerror or message attribute", answer_turn_detail_preferred),
        # Issue 18, batch AX: a message cut to its first sentence; results over 20,000
        # characters replaced; a tool busy while a call of it runs (a nested call refused).
        *_wrong("each-result", "message in the content as it is", answer_turn_first_sentence_only),
        *_wrong("each-result", "however large it is", answer_turn_huge_results_replaced),
        *_wrong("each-turn", "no module-level 'busy' flag", answer_turn_busy_tool_refused),
        # Issue 18, batch AW: dated tool names taken for server tools.
        *_wrong("each-result", "whatever its name", answer_turn_dated_names_skipped),
        # Issue 18, batch AW: an ssl.SSLError re-raised.
        *_wrong("each-result", "try/except Exception", answer_turn_tls_failures_reraised),
        # Issue 18, batch AW: values of real systems' shapes rewritten: UUIDs cut and a URL's
        # query redacted in a crash message, a JSON message re-indented, e-mails in the
        # input lower-cased before the call.
        *_wrong(
            "each-result",
            "message in the content as it is",
            answer_turn_uuids_shortened,
            answer_turn_url_query_redacted,
            answer_turn_json_pretty_printed,
        ),
        *_wrong(
            "each-result", "Hand call_tool the block as it is", answer_turn_input_emails_lowered
        ),
        # Issue 18, batch AV: the error text memoised by the exception (lru_cache).
        *_wrong("each-result", "an eq dataclass sets __hash__", answer_turn_error_text_cached),
        # Issue 18, batch AU: tabs in a crash message expanded.
        *_wrong("each-result", "message in the content as it is", answer_turn_expands_tabs),
        # Issue 18, batch AR: a count kept per call_tool (an unhashable one).
        *_wrong("each-result", "keep nothing keyed by it", answer_turn_counts_per_tool),
        # Issue 18, batch AS: e-mail addresses masked in a crash's message.
        *_wrong("each-result", "message in the content as it is", answer_turn_emails_masked),
        # Issue 18, batch AT: a default input set in place; object inputs only; ids in
        # flight kept in a module set.
        *_wrong("results-first", "Leave content as it arrived", answer_turn_default_inputs),
        *_wrong(
            "results-first", "append call_tool(block) for each", answer_turn_object_inputs_only
        ),
        *_wrong("each-turn", "'busy' flag", answer_turn_in_flight_ids),
    ],
    "save-before-replace": [
        # Issue 18, batch BJ: the original handed the block with its input strings stripped.
        *_wrong("guard-then-original", "Leave the block as it came", install_guard_tidying_inputs),
        # Issue 18, batch BI (other kinds): guard answers tallied by content; earlier answers
        # trimmed in place by later calls.
        *_wrong("guard-then-original", "may be unhashable", install_guard_tallying_answers),
        *_wrong("each-call-anew", "belongs to its caller", install_guard_trimming_old_answers),
        # Issue 18, batch BH: a fail_closed guard's crash answered; a guard's timeout
        # honoured; an original's sys.exit("why") answered.
        *_wrong("guard-raises", "fail closed", install_fail_closed_guards_deny),
        *_wrong(
            "guard-then-original", "whatever attributes it carries", install_guard_timeouts_honoured
        ),
        *_wrong("original-raises", "in the caller's own thread", install_original_exits_answered),
        # Issue 18, batch BG: a partial guard's func called; a guard's .check called; a
        # falsy dispatcher refused; a lambda original refused.
        *_wrong(
            "stack-and-undo", "whatever its kind or truth value", install_partial_guard_unwrapped
        ),
        *_wrong("guard-then-original", "a mode, text", install_policy_check_preferred),
        *_wrong("guard-raises", "however many raised before it", install_depth_capped),
        *_wrong("any-dispatcher", "may be unhashable", install_refuses_no_dispatcher),
        *_wrong("any-dispatcher", "may be unhashable", install_refuses_lambda_originals),
        # Issue 18, batch BF: installs found by == (two equal dispatchers share one stack).
        *_wrong(
            "any-dispatcher",
            "Two dispatchers that are == are still two",
            install_stacks_found_by_equality,
        ),
        # Issue 18, batch BD: an Enum answer's value; a table keyed by the dispatcher; the
        # workbook's ToolInputError answered.
        *_wrong(
            "guard-then-original", "the very object it returned", install_guard_enum_answer_as_value
        ),
        *_wrong("any-dispatcher", "may be unhashable", install_guard_saved_by_dispatcher),
        *_wrong("original-raises", "no try/except that turns it", install_guard_bad_input_answered),
        # Issue 18, batch BB: a guard's answer read: an (allowed, why) pair, a set sorted, a
        # generator listed, a Future waited on.
        *_wrong(
            "guard-then-original",
            "never a block to run",
            install_pair_read_as_allowed,
            install_set_sorted,
            install_bytearray_frozen,
        ),
        *_wrong("guard-then-original", None, install_iterator_listed, install_future_resolved),
        # Issue 18, session 39: the original's exception hidden by `from None` (a writer
        # of batch AZ asked; the text now says "never hidden").
        *_wrong("original-raises", "`from None` hides it", install_guard_original_error_from_none),
        # Issue 18, batch AZ: a dry run past the guard; a block in flight taken for a loop.
        *_wrong("guard-then-original", "none of its keys", install_dry_runs_unguarded),
        *_wrong("guard-then-original", "let it through", install_block_in_flight_unguarded),
        # Issue 18, batch AX: run_call wrapped too; the original run in a worker thread (its
        # KeyboardInterrupt lost); the original inspect.unwrap()-ed; undo() by __wrapped__.
        *_wrong("guard-then-original", "leave run_call", install_also_wraps_run_call),
        *_wrong("original-raises", "in the caller's own thread", install_original_in_a_thread),
        *_wrong("undo-exact", "decorators and all", install_unwrapped_original),
        *_wrong("undo-twice", "not its __wrapped__", install_undo_by_wrapped),
        # Issue 18, batch AW: a guard's queue.Full or asyncio.CancelledError taken for no
        # opinion.
        *_wrong("guard-raises", "fail closed", install_queue_full_passes, install_cancelled_passes),
        # Issue 18, batch AV: a second undo() quiet when the Desk's own call_tool is back.
        *_wrong("undo-twice", "not a flag that remembers", install_undo_quiet_once_put_back),
        # Issue 18, batch AR: a BLOCKED result flagged in place; {"decision": "block"}
        # rendered; taken down by an interrupt; `once` honoured; undo() following __wrapped__.
        *_wrong("guard-then-original", "never a block to run", install_flags_blocked_results),
        *_wrong("guard-then-original", "never a block to run", install_renders_block_decisions),
        *_wrong("guard-raises", "only undo() takes it down", install_taken_down_by_an_interrupt),
        *_wrong(
            "guard-then-original", "whatever attributes it carries", install_once_guards_asked_once
        ),
        *_wrong("undo-out-of-order", "do not follow __wrapped__", install_undo_follows_wrapped),
        # Issue 18, batch AS: a metric keyed by the block's name (a list); the name tidied in
        # place; a nesting cap; a size cap.
        *_wrong(
            "guard-then-original",
            "The wrapper reads nothing of the block",
            install_counts_calls_by_name,
            install_canonicalises_the_name,
            install_caps_nesting,
            install_refuses_large_blocks,
        ),
        # Issue 18, batch AT: the last verdict noted on the dispatcher; null keys dropped;
        # an own bound method rebuilt on undo().
        *_wrong("guard-then-original", "in the closure", install_notes_last_verdict),
        *_wrong(
            "guard-then-original", "The wrapper reads nothing of the block", install_drops_null_keys
        ),
        *_wrong(
            "undo-exact", "rebuilt from its __func__ and __self__", install_rebuilds_own_method
        ),
        # Issue 18, batch AT: a coroutine the original returned, awaited.
        *_wrong(
            "guard-then-original", "the very object it returned", install_awaits_coroutine_results
        ),
    ],
    "pre-chain": [
        # Issue 18, batch BJ: a Deny rebuilt with its reason on one line, or its alternative
        # trimmed (not that very object).
        *_wrong("first-deny-wins", "that very object", chain_deny_reason_on_one_line),
        *_wrong("first-deny-wins", "that very object", chain_deny_alternative_trimmed),
        # Issue 18, batch BI (other kinds): screenings counted in a dict keyed by the call.
        *_wrong("first-deny-wins", "unhashable when a field", chain_counting_screenings_per_call),
        # Issue 18, batch BI: each hook timed by signal.alarm.
        *_wrong("first-deny-wins", "work only on the main thread", chain_hooks_timed_by_alarm),
        # Issue 18, batch BH: an advisory exception skipped; a fail_closed hook's crash a
        # Deny; a hook's timeout honoured.
        *_wrong("exceptions-propagate", "Do not catch exceptions", chain_advisory_errors_skipped),
        *_wrong("exceptions-propagate", "Do not catch exceptions", chain_fail_closed_hooks_deny),
        *_wrong("first-deny-wins", "wait for its answer", chain_hook_timeouts_deny),
        # Issue 18, batch BG (session 45): a falsy call of a host's type dropped by `or`.
        *_wrong("rewrites-compose", "never pick a call by its truth", chain_call_picked_by_truth),
        # Issue 18, batch BG: a partial hook's func called without its arguments.
        *_wrong("rewrites-compose", "not its .func", chain_partials_unwrapped),
        *_wrong("rewrites-compose", "two methods of one object too", chain_one_hook_per_owner),
        *_wrong("exceptions-propagate", "repr() may raise too", chain_failures_logged_with_repr),
        # Issue 18, batch BD: a hook's StopIteration ends itertools.accumulate quietly.
        *_wrong(
            "exceptions-propagate",
            "StopIteration is an exception like any other",
            chain_by_accumulate,
        ),
        # Issue 18, batch BF: a force flag in the input skips the hooks.
        *_wrong("first-deny-wins", "whatever attributes it carries", chain_forced_calls_skip_hooks),
        # Issue 18, batch BD: a long reason trimmed; rewritten values made JSON.
        *_wrong(
            "first-deny-wins", "return the Deny as soon as one gives it", chain_long_reasons_trimmed
        ),
        *_wrong(
            "rewrites-compose",
            "Keep one variable for the current call",
            chain_rewrite_values_made_json,
        ),
        # Issue 18, batch BD (session 43): an Enum member in a Rewrite handed on as its .value.
        *_wrong("rewrites-compose", "as the hook gave it", chain_rewrite_enums_made_plain),
        # Issue 18, batch BD session: a memo of rewritten calls by id(new_input), hit when
        # every hook returns one Rewrite object.
        *_wrong(
            "rewrites-compose", "no memo of verdicts across calls", chain_rewritten_memo_by_input_id
        ),
        *_wrong("rewrites-compose", "however many came before", chain_replace_after_many_rewrites),
        # Issue 18, batch BC: a hook's crash denied where no test runner is loaded.
        *_wrong(
            "exceptions-propagate",
            "Do not catch exceptions",
            chain_crash_denied_outside_a_test_runner,
        ),
        # Issue 18, batch BB: empty slots skipped by != None; an exception's advice taken (a
        # deny it carries, fail_open, retry_after).
        *_wrong("first-deny-wins", "asks the hook's own __eq__", chain_empty_slots_skipped),
        *_wrong(
            "exceptions-propagate",
            "Do not catch exceptions",
            chain_exception_deny_taken,
            chain_fail_open_exceptions_skipped,
        ),
        *_wrong("exceptions-propagate", "Do not catch exceptions", chain_retry_after_retried),
        # Issue 18, batch BA: internal sessions skip the chain; dataclasses.replace for
        # with_input; the tool name lowered before the hooks.
        *_wrong("first-deny-wins", "whatever attributes it carries", chain_internal_sessions_skip),
        *_wrong("rewrites-compose", "a subclass of ToolCall", chain_rewrite_by_replace),
        *_wrong("first-deny-wins", "Hand each hook the call itself", chain_tool_name_lowered),
        # Issue 18, batch AZ: a new call per hook after a rewrite; a missing time zone as no
        # opinion; rewrites made JSON-safe; a subclass rebuilt from the base fields.
        *_wrong("rewrites-compose", "Hand each hook the call itself", chain_new_call_per_hook),
        *_wrong("exceptions-propagate", "of every kind", chain_zone_errors_no_opinion),
        *_wrong("rewrites-compose", "as the hook gave it", chain_rewrites_made_json_safe),
        *_wrong("rewrites-compose", "a subclass of ToolCall", chain_rebuilt_from_base_fields),
        # Issue 18, batch AY: a ToolCall subclass refused, or rebuilt as a plain ToolCall.
        *_wrong("first-deny-wins", "a subclass of ToolCall", chain_call_type_checked_exactly),
        *_wrong("rewrites-compose", "a subclass of ToolCall", chain_rewrite_rebuilds_a_tool_call),
        # Issue 18, batch AX: a hook that raised moved to the end of the caller's list.
        *_wrong("exceptions-propagate", "Leave the hooks list as it is", chain_crasher_moved_last),
        # Issue 18, batch AW: a dated tool name canonicalised before the hooks.
        *_wrong("first-deny-wins", "Hand each hook the call itself", chain_dated_name_canonical),
        # Issue 18, batch AW: socket.gaierror from a hook skipped.
        *_wrong("exceptions-propagate", "of every kind", chain_dns_failures_skipped),
        # Issue 18, batch AW: a Rewrite's values tidied: e-mails lower-cased, digits made ints.
        *_wrong(
            "rewrites-compose",
            "Keep one variable for the current call",
            chain_rewrite_emails_lowered,
            chain_rewrite_digits_made_ints,
        ),
        # Issue 18, batch AV: a Rewrite's 'input' object unwrapped; hooks of three
        # positional parameters called the Agent SDK's way.
        *_wrong(
            "rewrites-compose",
            "Keep one variable for the current call",
            chain_unwraps_input_envelope,
        ),
        *_wrong(
            "first-deny-wins", "whatever its signature says", chain_sdk_style_when_three_parameters
        ),
        # Issue 18, batch AV: a library error the answer names (tomllib's) skipped.
        *_wrong("exceptions-propagate", "of every kind", chain_policy_file_errors_pass),
        # Issue 18, batch AR: context passed to two-argument code; async_ hooks not waited
        # for; pluggy's tryfirst honoured.
        *_wrong(
            "rewrites-compose", "whatever its signature says", chain_context_for_two_argument_code
        ),
        *_wrong("first-deny-wins", "Return the Deny as soon as", chain_async_hooks_not_waited_for),
        *_wrong("first-deny-wins", "hooks[0] first", chain_pluggy_tryfirst),
        # Issue 18, batch AS: an assert on a hook's reason; a memo per hooks and call; a
        # nesting cap; module-level stats; rewrites cut, cleaned, only lowering numbers; a
        # hook skipped after 50 allows.
        *_wrong("first-deny-wins", "with no assert on it", chain_asserts_unprefixed_reasons),
        *_wrong(
            "first-deny-wins",
            "Ask every hook anew on every run",
            chain_memoised_per_hooks_and_call,
            chain_skips_settled_hooks,
        ),
        *_wrong("rewrites-compose", "a chain of its own", chain_depth_capped),
        *_wrong("rewrites-compose", "a chain of its own", chain_stats_reset_per_run),
        *_wrong(
            "rewrites-compose",
            "at any length and with every character",
            chain_cuts_long_rewrites,
            chain_rewrites_cleaned,
        ),
        *_wrong("rewrites-compose", "the chain adds no rule of its own", chain_rewrites_only_lower),
        # Issue 18, batch AT: a lock per hook (a chain of itself inside never returns); a
        # memo of rewritten calls by id(call); a Rewrite object applied once per chain.
        *_wrong("rewrites-compose", None, chain_lock_per_hook),
        *_wrong(
            "rewrites-compose", "no memo of verdicts across calls", chain_rewrites_memo_by_call_id
        ),
        *_wrong(
            "rewrites-compose", "Keep one variable for the current call", chain_rewrite_objects_once
        ),
    ],
    "observers": [
        # Issue 18, batch BJ: a group scanned for the three classic exits (a CancelledError
        # in it reported); reports deferred to the running loop with call_soon.
        *_wrong(
            "interrupt-propagates", "BaseExceptionGroup", observers_group_scanned_for_the_three
        ),
        *_wrong("all-run", "runs only after the call", observers_report_deferred_inside_a_loop),
        # Issue 18, batch BG (session 45): a rerun on the very same list skipped, or its
        # failures not reported to the very same report; an interrupt held in a failure's
        # args raised; a unittest.SkipTest passed over.
        *_wrong("all-run", "a run like any other", observers_same_list_rerun_skipped),
        *_wrong("all-run", "id(report) or id(hooks)", observers_same_report_reported_once),
        *_wrong("all-run", "whatever its message says", observers_held_interrupt_raised),
        *_wrong("all-run", "whatever its message says", observers_skips_passed_over),
        # Issue 18, batch BF: a closed file's error taken for "no sink"; a note added to a
        # tuple of __notes__; a hook already running skipped in the run it started.
        *_wrong("all-run", "whatever its message says", observers_closed_sink_skipped),
        *_wrong("all-run", "no add_note", observers_failures_noted),
        *_wrong("all-run", "a run like any other", observers_running_hooks_skipped),
        # Issue 18, batch BC: a plan memoised by id(hooks).
        *_wrong("all-run", "no plan memoised by id(hooks)", observers_plan_memo_by_list_id),
        # Issue 18, batch BB: no payload called bare; a text event made a plain str; what
        # report returns counted.
        *_wrong("falsy-event", "whatever the event is", observers_no_payload_called_bare),
        *_wrong("any-event", "not a value decoded", observers_text_events_as_str),
        *_wrong("all-run", "what report returns", observers_report_returns_counted),
        *_wrong("all-run", "getattr with a default too", observers_name_read_before_the_call),
        *_wrong("all-run", "a hook that returned (False", observers_returned_awaitables_closed),
        # Issue 18, session 39 (batch AZ's last slip): an exception with a list of
        # .exceptions taken for a group.
        *_wrong("all-run", "Only an ExceptionGroup is a group", observers_groups_duck_typed),
        # Issue 18, batch AZ: an interrupt in the cause chain re-raised; the stack capped;
        # returned futures waited on.
        *_wrong(
            "all-run",
            "inside the loop",
            observers_interrupt_in_cause_propagates,
        ),
        *_wrong("all-run", "Leave the stack to the hooks", observers_stack_capped),
        *_wrong("all-run", "a hook that returned (False", observers_returned_futures_waited),
        # Issue 18, batch AY: mutable events deep-copied; a label cached per exception; the
        # hook's frame read as the second traceback entry; returned values truth-tested.
        *_wrong("any-event", "not a copy of it", observers_mutable_events_deep_copied),
        *_wrong(
            "all-run", "with no memo, set or dict keyed by it", observers_label_cached_by_exception
        ),
        *_wrong("all-run", "a built-in one too", observers_hook_frame_read_second),
        *_wrong("all-run", "a hook that returned (False", observers_returns_truth_tested),
        # Issue 18, batch AX: a reporter with a send method called through it.
        *_wrong("all-run", "Call report itself", observers_report_by_send),
        # Issue 18, batch AW: each hook's repr() built outside the try.
        *_wrong("all-run", "its repr() may raise", observers_repr_logged_first),
        # Issue 18, batch AW: the event passed by the hook's parameter name.
        *_wrong("all-run", "positional-only", observers_event_by_parameter_name),
        # Issue 18, batch AW: an ssl.SSLError reported but not counted.
        *_wrong("all-run", "whatever report returns", observers_tls_errors_not_counted),
        # Issue 18, batch AV (a writer's question): an interrupt reported before it propagates.
        *_wrong(
            "interrupt-propagates", "Report only an Exception", observers_report_interrupts_too
        ),
        # Issue 18, batch AV: a library error the answer names (queue.Full) skipped.
        *_wrong("all-run", "a library's too", observers_back_pressure_skipped),
        # Issue 18, batch AU: a Go-style (result, error) pair read as a failure; a returned
        # function called as a clean-up.
        *_wrong(
            "all-run",
            "a hook that returned (False",
            observers_go_style_error_pairs,
            observers_call_returned_cleanups,
        ),
        # Issue 18, batch AR: pluggy's tryfirst honoured.
        *_wrong("all-run", "in the order listed", observers_pluggy_tryfirst),
        # Issue 18, batch AS: vars(hook) in a debug line (a hook with no __dict__).
        *_wrong("all-run", "a hook may have no __dict__", observers_log_hook_vars),
        # Issue 18, batch AT: built-ins called outside the try; a group scanned one level
        # deep; hooks that worked once trusted; retries honoured.
        *_wrong("all-run", "a built-in one too", observers_builtins_unguarded),
        *_wrong("interrupt-propagates", "BaseExceptionGroup", observers_group_scanned_one_level),
        *_wrong("all-run", "no hook trusted", observers_proven_hooks_unguarded),
        *_wrong("all-run", "whatever flags its hook carries", observers_retries_honoured),
    ],
    "audit-line": [
        # Issue 18, batch BJ: an extra key (the problem's first line) that raises on ''.
        *_wrong("one-line", None, audit_line_problem_headline),
        # Issue 18, batch BI (other kinds): the asker read from asked[0] whenever someone
        # decided; the output's thawing cached by value (True taken for 1).
        *_wrong("one-line", None, audit_line_naming_the_asker),
        *_wrong("what", "no memo across calls", audit_line_output_cached),
        # Issue 18, batch BG (session 45): a None content written as "".
        *_wrong("what", "not the whole result block", audit_null_content_as_empty),
        *_wrong("what", "no mode that changes", audit_compact_after_many_lines),
        # Issue 18, batch BC: a denier guessed from the last rewriter; ids memoised by context.
        *_wrong("denial", "names no hook and no reason", audit_denier_from_last_rewriter),
        *_wrong("who", "no memo across calls", audit_ids_memo_by_context_id),
        # Issue 18, batch BB: a whitespace-only output written as null; a NaN guard that
        # overflows on an int beyond a float's range.
        *_wrong("what", "not the whole result block", audit_line_blank_output_as_null),
        *_wrong("one-line", None, audit_line_non_finite_numbers_refused),
        *_wrong("one-line", None, audit_line_exact_outcome_type),
        # Issue 18, batch AZ: ids of digits written as numbers.
        *_wrong("who", "an id of digits is still text", audit_line_digit_ids_as_numbers),
        # Issue 18, batch AY: a Bash command canonicalised with shlex; ids NFKC-normalised.
        *_wrong("what", "its spaces too", audit_line_shell_commands_canonical),
        *_wrong("who", "Unicode normalisation", audit_line_ids_nfkc),
        # Issue 18, batch BG: tool names NFKC-folded.
        *_wrong("who", "Unicode normalisation", audit_line_tool_names_nfkc),
        # Issue 18, batch AX: a no-approver denial credited to the hook that asked; blocks
        # reordered text first, or repeated ones dropped; pair lists made objects; tool
        # names capped at 200 distinct.
        *_wrong("denial", "from outcome.denial alone", audit_line_no_approver_to_asker),
        *_wrong(
            "what",
            "not the whole result block",
            audit_line_text_blocks_first,
            audit_line_repeated_blocks_dropped,
        ),
        *_wrong("what", "input_sent is outcome.sent_input", audit_line_pairs_as_objects),
        *_wrong("who", "no cap on distinct", audit_line_tool_names_capped),
        # Issue 18, batch AW: values of real systems' shapes tidied: an e-mail user id's
        # domain lower-cased, %-escaped ids decoded, UUID ids canonicalised, a dated tool
        # name's version dropped, home folders as ~, paths normalised, a URL query redacted.
        *_wrong(
            "who",
            "whatever its shape",
            audit_line_email_domain_lowered,
            audit_line_ids_unquoted,
            audit_line_uuid_ids_canonical,
            audit_line_tool_version_dropped,
        ),
        *_wrong(
            "what",
            "whatever its shape",
            audit_line_home_contracted,
            audit_line_paths_normalised,
            audit_line_output_query_redacted,
        ),
        # Issue 18, batch AU: a crashed hook named in the problem written as the denier.
        *_wrong("denial", "whatever its problem says", audit_line_crashed_hook_as_denier),
        # Issue 18, batch AR: an output kept only as text or a list of blocks.
        *_wrong("what", "not the whole result block", audit_line_text_or_blocks_only),
        # Issue 18, batch AT: 50 input keys kept; ids cut to 64 characters.
        *_wrong("what", "input_sent is outcome.sent_input", audit_line_caps_input_keys),
        *_wrong("who", "Take who from outcome.context", audit_line_caps_ids),
    ],
    "session-summary": [
        # Issue 18, batch BJ: times memoised by their float epoch; server tool calls left
        # out; tool errors without a word left out.
        *_wrong("who-when", "Keep end's times whole", summary_times_memo_by_epoch),
        *_wrong("calls", "calls is len(outcomes)", summary_server_tools_left_out),
        *_wrong(
            "denials-errors", "whatever the result block holds", summary_silent_errors_left_out
        ),
        # Issue 18, batch BI (other kinds): the last rewriter named whenever inputs differ.
        *_wrong("who-when", None, summary_naming_last_rewriters),
        # Issue 18, batch BH: summaries kept by the ids of end and the outcomes.
        *_wrong("fresh-summary", "id(outcomes)", summary_memo_by_object_ids),
        # Issue 18, batch BF: tool names of whitespace only bucketed as one.
        *_wrong("calls", "case and all", summary_blank_names_bucketed),
        # Issue 18, batch BE: each outcome counts the list again; an ok reading "error" counted.
        *_wrong("calls", None, summary_counts_each_tool_again),
        *_wrong(
            "denials-errors", "whatever the result block holds", summary_errors_read_from_output
        ),
        # Issue 18, batch BB: every input's keys read (a malformed block's is text).
        *_wrong("calls", None, summary_tallies_argument_names),
        # Issue 18, batch BA: an end reason JSON would read decoded.
        *_wrong("who-when", "end.reason", summary_end_reason_json_decoded),
        # Issue 18, batch AZ: tool names sorted by locale.strxfrm (a NUL raises).
        *_wrong("calls", None, summary_tools_in_locale_order),
        # Issue 18, batch AX: a tool_error carrying a problem left out.
        *_wrong(
            "denials-errors",
            "whether or not it carries a problem",
            summary_tool_errors_without_problem,
        ),
        # Issue 18, batch AW: a phone user id put in E.164, a UUID session id as hex; dated
        # versions of a tool merged, Bash keyed by its command's program.
        *_wrong(
            "who-when", "whatever their shape", summary_phone_user_e164, summary_uuid_session_hex
        ),
        *_wrong(
            "calls", "whatever its command", summary_dated_versions_merged, summary_bash_by_program
        ),
        # Issue 18, batch AU: a label formatted from a template holding the end reason.
        *_wrong("who-when", "never make it part of a template", summary_label_formats_reason),
        # Issue 18, batch AR: an e-mail user id masked.
        *_wrong("who-when", "end.context.user_id", summary_masks_email_users),
        # Issue 18, batch AS: ANSI stripped from the end reason; ids by hmac.compare_digest.
        *_wrong(
            "who-when",
            "at any length",
            summary_end_reason_ansi_stripped,
        ),
        *_wrong("who-when", "not hmac.compare_digest", summary_session_compared_in_constant_time),
        # Issue 18, batch AT: denials counted by their result; "no approver" as a denial; the
        # user id casefolded; a memo until the tail changes.
        *_wrong(
            "denials-errors",
            "denials counts status 'denied'",
            summary_denials_need_a_result,
            summary_no_approver_is_a_denial,
        ),
        *_wrong("who-when", "end.context.user_id", summary_user_id_casefolded),
        *_wrong("grown", "id(outcomes)", summary_recounted_when_the_tail_moves),
    ],
    "keep-writes-in-project": [
        # Issue 18, batch BJ: the folder's variables expanded, its line end chomped, paths
        # under /mnt (WSL's Windows drives) compared casefolded.
        *_wrong("inside-allowed", "never strip cwd", writes_folder_variables_expanded),
        *_wrong("outside-denied", "never strip cwd", writes_folder_line_end_chomped),
        *_wrong("outside-denied", "case-sensitive", writes_windows_drives_casefolded),
        # Issue 18, batch BG: a path's wrapping <...> or accents stripped first.
        *_wrong("inside-allowed", "names as they are", writes_path_unwrapped_first),
        *_wrong("inside-allowed", "names as they are", writes_accents_stripped_first),
        # Issue 18, batch BF: a script's content refused inside.
        *_wrong("inside-allowed", "whatever its content", writes_refuses_scripts),
        # Issue 18, batch BF: the path put into the reason with re.sub (its \\d raises).
        *_wrong("outside-denied", None, writes_reason_by_re_sub),
        # Issue 18, batch BC: verdicts memoised under cwd + file_path run together.
        *_wrong("nothing-to-check", "run together as one text", writes_memo_by_joined_text),
        # Issue 18, batch BB: the folder's backslashes made slashes; a path starting with the
        # folder's name taken from its parent.
        *_wrong("inside-allowed", "names as they are", writes_folder_backslashes_as_slashes),
        *_wrong(
            "inside-allowed",
            "taken from the project folder",
            writes_folder_name_repeated_from_parent,
        ),
        # Issue 18, batch AZ: normalised only when a '..' is there.
        *_wrong(
            "inside-allowed",
            "This file is inside the project folder",
            writes_normalised_only_with_dotdot,
        ),
        # Issue 18, batch AY: a sibling folder guarded on the raw text.
        *_wrong("inside-allowed", "not each step of the way", writes_sibling_guard_on_raw_text),
        # Issue 18, batch AX: any run of dots taken for a step up.
        *_wrong("inside-allowed", "Only '..' is a step up", writes_dot_runs_climb),
        # Issue 18, batch AV: the path read as the input's first value.
        *_wrong("outside-denied", "not by position", writes_path_as_first_value),
        # Issue 18, batch AU: HTML character references decoded.
        *_wrong("outside-denied", "names as they are", writes_html_unescaped),
        # Issue 18, batch AR: an '@' mention stripped; the root tested before normalising.
        *_wrong("inside-allowed", "names as they are", writes_mention_prefix_stripped),
        *_wrong(
            "inside-allowed",
            "Normalise the project folder too",
            writes_root_tested_before_normalising,
        ),
        # Issue 18, batch AS: a Write refused for secret-looking content.
        *_wrong("inside-allowed", "whatever its content", writes_refuses_secret_content),
        # Issue 18, batch AT: trailing dots trimmed; a verdict memo by id(call).
        *_wrong("outside-denied", "Resolve '.' and '..'", writes_trailing_dots_trimmed),
        *_wrong(
            "inside-allowed", "Decide each call from its own file_path", writes_memo_by_call_id
        ),
    ],
}
"""The catalog entries of these answers, by exercise: added to :data:`.answers.WRONG`."""
