"""The catalog of answers each grader must judge right: correct ones written differently,
and plausible wrong ones a learner might write. Each wrong answer carries the mistake it
makes, so a test failure names the lesson a grader would have taught wrongly."""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable
from datetime import datetime, time, timezone
from typing import Any

from toolhooks import ALLOW, Deny, Rewrite
from toolhooks.readonly import thaw

Answer = Callable[..., Any]

# --- 1 violation-chance -------------------------------------------------------------------


def chance_by_complement(p, n):
    if not (0 <= p <= 1) or math.isnan(p):
        raise ValueError("p must be in [0, 1]")
    if not isinstance(n, int) or n < 0:
        raise ValueError("n must be a whole number >= 0")
    all_comply = 1.0
    for _ in range(n):
        all_comply *= p
    return 1 - all_comply if n < 10_000 else 1 - math.exp(n * math.log(p)) if p > 0 else 1.0


def chance_via_pow(p, n):
    if n != int(n) or n < 0 or not 0 <= p <= 1:
        raise ValueError(f"bad input p={p} n={n}")
    return 1 - math.pow(p, n)


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


# --- 2 rule-home ----------------------------------------------------------------------------

TRUSTED = {"user", "tier", "time", "session"}


def home_by_table(reads, must_prevent):
    reads = frozenset(reads)
    if must_prevent and "outcome" in reads:
        raise ValueError("cannot prevent after the fact")
    if not must_prevent:
        return "PostToolUse"
    return "PreToolUse" if reads & TRUSTED else "tool"


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


# --- 3 same-user ---------------------------------------------------------------------------

ACCOUNT = {"lookup_user", "get_orders", "issue_refund"}


def same_user_explicit(call):
    asked = call.input.get("user_id")
    if call.tool_name not in ACCOUNT or asked is None or asked == call.context.user_id:
        return ALLOW
    return Deny(f"you may only see your own account, not {asked}", "ask about your own account")


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


# --- 4 free-tier ---------------------------------------------------------------------------


def free_tier_match(call):
    match (call.tool_name, call.context.tier):
        case ("create_case_file", "free"):
            return Deny("case files need the premium plan", "offer the upgrade or the FAQ")
        case _:
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


# --- 5 deploy-window -----------------------------------------------------------------------


def window_by_hour(call):
    hour = call.timestamp.astimezone(timezone.utc).hour
    if call.tool_name == "create_case_file" and hour in (2, 3):
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


def window_first_hour_only(call):  # 03:xx is in the window too
    if call.tool_name == "create_case_file" and call.timestamp.hour == 2:
        return Deny("deploy window", "after 04:00")
    return None


def window_every_tool(call):
    if time(2) <= call.timestamp.time() < time(4):
        return Deny("deploy window", "after 04:00")
    return None


# --- 6 synthetic-denial --------------------------------------------------------------------


def synthetic_parts(tool_use_id, deny):
    reason = deny.reason.removeprefix("BLOCKED:").strip()
    parts = [f"BLOCKED: {reason}"]
    if deny.alternative:
        parts.append(f"Instead: {deny.alternative}")
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "content": " ".join(parts),
        "is_error": True,
    }


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
        f" Alternative: {deny.alternative}" if deny.alternative else ""
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


# --- 7 answer-turn -------------------------------------------------------------------------


def _error(block, exc):
    return {
        "type": "tool_result",
        "tool_use_id": block["id"],
        "is_error": True,
        "content": f"failed: {exc}",
    }


def answer_turn_comprehension(call_tool, content):
    def one(block):
        try:
            return call_tool(block)
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


# --- 8 save-before-replace -----------------------------------------------------------------


def install_simple(dispatcher, guard):
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


def install_lambda(dispatcher, guard):  # looks the attribute up at call time: itself
    dispatcher.call_tool = lambda block: guard(block) or dispatcher.call_tool(block)
    return lambda: None


def install_class_lookup(dispatcher, guard):  # bypasses an earlier installation
    def guarded(block):
        return guard(block) or type(dispatcher).call_tool(dispatcher, block)

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
    dispatcher.call_tool = lambda block: guard(block) or original(block)

    def undo():
        del dispatcher.call_tool

    return undo


# --- 9 pre-chain ---------------------------------------------------------------------------


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


# --- 10 observers --------------------------------------------------------------------------


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


# --- 11 audit-line -------------------------------------------------------------------------


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


def audit_line_sorted_keys(outcome):
    return json.dumps(_record(outcome), sort_keys=True, default=str) + "\n"


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


# --- 12 session-summary --------------------------------------------------------------------


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


ALTERNATIVES: dict[str, list[Answer]] = {
    "violation-chance": [chance_by_complement, chance_via_pow],
    "rule-home": [home_by_table],
    "same-user": [same_user_explicit],
    "free-tier": [free_tier_match],
    "deploy-window": [window_by_hour],
    "synthetic-denial": [synthetic_parts],
    "answer-turn": [answer_turn_comprehension],
    "save-before-replace": [install_simple],
    "pre-chain": [chain_while_loop],
    "observers": [observers_counting_successes],
    "audit-line": [audit_line_sorted_keys],
    "session-summary": [summary_with_counter],
}

WRONG: dict[str, list[Answer]] = {
    "violation-chance": [
        chance_all_comply,
        chance_expected_count,
        chance_unvalidated,
        chance_forgets_nan,
    ],
    "rule-home": [
        home_everything_pre,
        home_arguments_in_tool,
        home_outcome_goes_post,
        home_by_rule_name,
    ],
    "same-user": [
        same_user_trusts_claims,
        same_user_hard_coded,
        same_user_bare_denial,
        same_user_every_tool,
        same_user_key_error,
    ],
    "free-tier": [
        free_tier_reads_input,
        free_tier_all_tools,
        free_tier_no_alternative,
        free_tier_denies_premium,
    ],
    "deploy-window": [
        window_closed_end,
        window_wall_clock,
        window_from_input,
        window_first_hour_only,
        window_every_tool,
    ],
    "synthetic-denial": [
        synthetic_no_id,
        synthetic_not_error,
        synthetic_double_prefix,
        synthetic_drops_alternative,
    ],
    "answer-turn": [
        answer_turn_text_first,
        answer_turn_lets_crash_through,
        answer_turn_drops_denials,
        answer_turn_first_only,
        answer_turn_sorted,
    ],
    "save-before-replace": [
        install_lambda,
        install_class_lookup,
        install_no_return,
        install_undo_deletes,
    ],
    "pre-chain": [
        chain_keeps_going_after_deny,
        chain_rewrites_the_original,
        chain_swallows_exceptions,
        chain_crash_returns_the_call,
        chain_stops_at_allow,
        chain_last_deny_wins,
    ],
    "observers": [
        observers_stop_at_first_error,
        observers_raise_at_the_end,
        observers_never_report,
        observers_try_outside_loop,
    ],
    "audit-line": [
        audit_line_skips_denials,
        audit_line_pretty,
        audit_line_naive_time,
        audit_line_received_as_sent,
        audit_line_no_newline,
        audit_line_forgets_the_hook,
    ],
    "session-summary": [
        summary_denials_as_errors,
        summary_ok_calls_only,
        summary_end_from_last_call,
        summary_naive_times,
    ],
}
