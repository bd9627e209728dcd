"""The return shapes the notebooks quote (``Exercise.returns``) say what the graders check.

Each case pairs a sentence of a ``returns`` text with an answer that only that sentence
decides: the grader must agree with the sentence, and the sentence must still be there.
"""

from __future__ import annotations

import copy
import json
import math
import os
import re
from datetime import datetime, timedelta, timezone

import pytest

from hookkata import exercise, grade
from toolhooks import Deny, Rewrite, ToolCall, ToolOutcome
from toolhooks.audit import audit_record
from toolhooks.decisions import Allow
from toolhooks.testing import make_context

from .kata.answers import (
    answer_turn_crash_as_refusal,
    answer_turn_error_class_only,
    answer_turn_errors_repeated_last,
    answer_turn_failure_summary,
    answer_turn_group_first_member,
    answer_turn_indented_refusal,
    answer_turn_library_errors_handled,
    answer_turn_message_metadata,
    answer_turn_names_the_tool,
    answer_turn_one_line_message,
    answer_turn_recalls_last_call,
    answer_turn_separator_line,
    answer_turn_time_budget,
    answer_turn_warned_results_flagged,
    answer_turn_wordless_unknown,
    audit_line_ask_as_denial,
    audit_line_basic_format_time,
    audit_line_byte_budget,
    audit_line_canonical_text,
    audit_line_content_or_null,
    audit_line_denial_if_status_denied,
    audit_line_denied_by_approver,
    audit_line_epoch_seconds,
    audit_line_ids_from_attributes,
    audit_line_masks_credentials,
    audit_line_offset_without_colon,
    audit_line_output_as_lines,
    audit_line_output_by_status,
    audit_line_parses_text_input,
    audit_line_received_only_when_ran,
    audit_line_short_hook_name,
    audit_line_short_reason,
    audit_line_single_text_block_flattened,
    audit_line_utc_as_z,
    audit_line_whole_seconds,
    audit_line_written_once,
    chain_by_recursion,
    chain_caps_rewrites,
    chain_clears_hooks_after,
    chain_counts_runs_per_hook,
    chain_decisions_lazily,
    chain_drops_blank_values,
    chain_error_kept_for_the_end,
    chain_fills_in_alternative,
    chain_hands_out_fresh_calls,
    chain_honours_matchers,
    chain_logs_qualified_names,
    chain_resumes_at_first_listing,
    chain_skips_empty_hooks,
    chain_skips_switched_off_hooks,
    chain_skips_unavailable_hooks,
    chain_skips_unchanged_rewrite,
    chain_takes_while_hooks_are_set,
    chance_bounds_via_float,
    chance_decimal_nan_raises_invalid_operation,
    chance_finite_p_first,
    free_tier_desk_staff_exempt,
    free_tier_fresh_allow,
    free_tier_logs_strict_json,
    free_tier_routed_tool,
    free_tier_router_action,
    home_outcome_taken_out,
    install_allow_dict_lets_through,
    install_answers_repeats_from_memory,
    install_asks_a_failing_guard_again,
    install_binds_class_function,
    install_copies_guard_dict,
    install_counts_calls_per_tool,
    install_decodes_bytes,
    install_false_means_allow,
    install_fills_in_empty_results,
    install_guard_given_context,
    install_guard_may_redirect,
    install_guard_retried_plainly,
    install_guard_second_opinion,
    install_guards_tool_calls_only,
    install_had_own_by_truth,
    install_hands_guard_a_read_only_view,
    install_hides_private_keys,
    install_marks_failed_blocks,
    install_names_the_block,
    install_not_implemented_lets_through,
    install_original_of_a_twin,
    install_own_record_of_order,
    install_refuses_empty_guards,
    install_refuses_reentry,
    install_retries_answered_by_identity,
    install_retries_flaky_tools,
    install_saves_on_the_dispatcher,
    install_serialised_by_lock,
    install_skips_disabled_guards,
    install_tidies_guard_text,
    install_undo_restores_state,
    install_undone_when_released,
    install_unknown_tools_answer_nothing,
    install_unpacks_the_result,
    observers_by_index_recursion,
    observers_call_through_dunder,
    observers_check_signature_first,
    observers_consume_queue,
    observers_count_in_shared_state,
    observers_critical_hooks_reraise,
    observers_decode_json_events,
    observers_failures_per_hook,
    observers_groups_of_any_base,
    observers_hung_hooks_fail,
    observers_lowest_order_first,
    observers_make_plugins_of_classes,
    observers_one_run_lock,
    observers_open_groups,
    observers_raised_warnings_pass,
    observers_registered_once,
    observers_report_first_equal,
    observers_report_if_caught,
    observers_report_the_owner,
    observers_return_failures,
    observers_skip_falsy,
    observers_skip_lookup_errors,
    observers_skip_seen_errors,
    observers_spread_sequences,
    observers_stop_iteration_stops,
    observers_switched_off_skipped,
    observers_tally_kept_on_report,
    observers_time_boxed,
    observers_warnings_fail_too,
    same_user_names_asked_id,
    same_user_unquoted,
    summary_basic_format_times,
    summary_by_user,
    summary_cached_per_list,
    summary_calls_after_start,
    summary_counts_in_module_dict,
    summary_end_reason_nfc,
    summary_errors_include_failures,
    summary_ids_from_attributes,
    summary_offsets_without_colon,
    summary_once_per_session,
    summary_reason_capped,
    summary_same_context_only,
    summary_str_times,
    summary_tools_any_case,
    summary_tools_grouped_as_printed,
    summary_tools_sorted_as_bytes,
    synthetic_blank_by_string_whitespace,
    synthetic_cached,
    synthetic_dash_joined,
    synthetic_keeps_whitespace,
    synthetic_no_double_label,
    synthetic_raw_newline_label,
    synthetic_refuses_blank_id,
    synthetic_spaced_prefix,
    synthetic_strip_recursive,
    window_hours_per_session,
    window_preview_passes,
    window_session_clock,
    writes_as_bytes,
    writes_as_file_url,
    writes_expands_user_variables,
    writes_file_urls,
    writes_folder_first_word,
    writes_folder_from_any_attribute,
    writes_folder_slash_stripped,
    writes_folders_listed,
    writes_no_hidden_files,
    writes_no_shell_metacharacters,
    writes_percent_reason,
    writes_reason_template,
    writes_refuses_odd_folders,
    writes_regex_one_line,
    writes_resolved_folder,
    writes_server_tools_too,
    writes_tidy_folder,
)
from .kata.batch_answers import (
    chain_by_accumulate,
    install_stacks_found_by_equality,
    observers_closed_sink_skipped,
    observers_failures_noted,
)


def home_nothing_is_pre(reads, must_prevent):
    """Right, except that a preventing rule that reads nothing goes to PreToolUse."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("too late to prevent")
    return "tool" if set(reads) == {"arguments"} else "PreToolUse"


def audit_line_graded_keys_only(outcome):
    """The reference's line without the keys the grader does not check."""
    record = audit_record(outcome)
    for key in ("status", "tier", "problem", "rewritten_by", "deny_alternative"):
        del record[key]
    return json.dumps(record, default=str) + "\n"


SUMMARY = exercise("session-summary").reference


def summary_with_extras(outcomes, end):
    """The reference's summary, plus keys the grader does not check."""
    return {**SUMMARY(outcomes, end), "hook_failures": 0, "note": "extra"}


def summary_of_this_session_only(outcomes, end):
    """Right, for the outcomes of ``end``'s session only, as ``SessionSummary`` keeps them."""
    own = [o for o in outcomes if o.context.session_id == end.context.session_id]
    return SUMMARY(own, end)


def writes_accepts_path_objects(call):
    """Right, and a ``Path`` file_path read as its text (JSON never gives one)."""
    path = call.input.get("file_path")
    if isinstance(path, os.PathLike):
        call = call.with_input({**call.input, "file_path": os.fspath(path)})
    return exercise("keep-writes-in-project").reference(call)


def audit_line_raw_line_separators(outcome):
    """Right, with every character but those JSON must escape written raw (U+0085 and
    U+2028 among them)."""
    return json.dumps(audit_record(outcome), ensure_ascii=False) + "\n"


def writes_text_cwd_only(call):
    """Right for a ``str`` cwd; one of another type raises (Claude Code sends text)."""
    cwd = call.context.attributes.get("cwd")
    if cwd is not None and cwd != "" and not isinstance(cwd, str):
        raise TypeError(f"cwd must be text, got {cwd!r}")
    return exercise("keep-writes-in-project").reference(call)


def install_checks_order_with_assert(dispatcher, guard):
    """Right, except that the out-of-order check is an ``assert`` (gone under python -O)."""
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        return verdict if verdict is not None else original(block)

    dispatcher.call_tool = wrapper

    def undo():
        assert vars(dispatcher).get("call_tool") is wrapper, "undo() out of order"
        del dispatcher.call_tool

    return undo


def window_false_outside(call):
    """Right inside the window, but allows with False instead of None."""
    if call.tool_name == "create_case_file" and 2 <= call.timestamp.hour < 4:
        return Deny("deploy in progress", "after 04:00 UTC")
    return False


def window_fresh_allow(call):
    """Right, allowing with a new ``Allow()``: an ``Allow``, as ``ALLOW`` is."""
    if call.tool_name == "create_case_file" and 2 <= call.timestamp.hour < 4:
        return Deny("deploy in progress", "after 04:00 UTC")
    return Allow()


def same_user_fresh_allow(call):
    """Right, allowing with a new ``Allow()``."""
    asked = call.input.get("user_id", call.context.user_id)
    if call.tool_name in ("lookup_user", "get_orders", "issue_refund") and (
        asked != call.context.user_id
    ):
        return Deny("not your account", "ask about your own account")
    return Allow()


def chance_pow_for_huge_int_p(p, n):
    """Right, except that math.pow makes n a float: 10**400 overflows even for p = 1."""
    if type(n) is not int or n < 0 or type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"bad input p={p!r} n={n!r}")
    return 1 - math.pow(p, n)


def chance_overflows_for_float_p(p, n):
    """Right, with ``p**n`` raising OverflowError for a float p and n beyond 1e308 (an int p
    stays exact)."""
    if type(n) is not int or n < 0 or type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"bad input p={p!r} n={n!r}")
    if type(p) is float and n > 2**1024:
        raise OverflowError("n is too large for a float")
    return 1 - p**n


def chance_exact_types_only(p, n):
    """Right, refusing a Decimal or Fraction p even inside [0, 1] (not graded)."""
    if type(p) not in (int, float):
        raise TypeError(f"p must be an int or a float, got {type(p).__name__}")
    if type(n) is not int or n < 0 or not 0 <= p <= 1:
        raise ValueError(f"bad input p={p!r} n={n!r}")
    return 1 - p**n


def chance_exact_int_n(p, n):
    """Right, refusing an int subclass n (type(n) is int): an IntEnum member, a
    ``class Count(int)`` (not graded, batch O)."""
    if type(n) is not int or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p**n


def chance_int_subclass_n(p, n):
    """Right, taking an int subclass n other than bool as the int it is (not graded)."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n must be a whole number of requests >= 0, got {n!r}")
    if type(p) not in (int, float) or not 0 <= p <= 1:
        raise ValueError(f"p must be a probability in [0, 1], got {p!r}")
    return 1 - p ** int(n)  # an IntEnum member computed as its plain int


def synthetic_refuses_empty_id(tool_use_id, deny):
    """Right, refusing an empty id (the API never sends one) with ValueError."""
    if not tool_use_id:
        raise ValueError("a tool_result needs the id of the call it answers")
    return exercise("synthetic-denial").reference(tool_use_id, deny)


def answer_turn_refuses_empty_turns(call_tool, content):
    """Right, raising ValueError for a turn without a tool_use or with an empty id."""
    uses = [b for b in content if b["type"] == "tool_use"]
    if not uses or any(not b["id"] for b in uses):
        raise ValueError("nothing to answer")
    return exercise("answer-turn").reference(call_tool, content)


def answer_turn_copies_blocks(call_tool, content):
    """Right, handing call_tool an equal copy of each block."""
    return exercise("answer-turn").reference(lambda block: call_tool(copy.deepcopy(block)), content)


def answer_turn_copies_results(call_tool, content):
    """Right, putting an equal copy of each result in the message."""
    return exercise("answer-turn").reference(lambda block: copy.deepcopy(call_tool(block)), content)


def answer_turn_message_from_args(call_tool, content):
    """Right: the message read as ``exc.args[0]`` when that is a str (a KeyError's key, not
    its repr), else ``str(exc)`` (an OSError's ``args[0]`` is its errno)."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            said = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
            results.append(_turn_error(block, f"{type(exc).__name__}: {said}"))
    return {"role": "user", "content": results}


def answer_turn_then_user_blocks(call_tool, content):
    """Right: after the results, a text, an image and a document, as a user message holds."""
    message = exercise("answer-turn").reference(call_tool, content)
    image = {"type": "base64", "media_type": "image/png", "data": "iVBORw0KGgo="}
    message["content"] += [
        {"type": "text", "text": "Here is the screenshot."},
        {"type": "image", "source": image},
        {"type": "document", "source": {"type": "text", "media_type": "text/plain", "data": "x"}},
    ]
    return message


def answer_turn_lists_only(call_tool, content):
    """Right, refusing a content that is not a list (it always is)."""
    if type(content) is not list:
        raise TypeError("content must be a list of blocks")
    return exercise("answer-turn").reference(call_tool, content)


def synthetic_strips_alternative(tool_use_id, deny):
    """Right, writing the alternative without its surrounding whitespace."""
    result = exercise("synthetic-denial").reference(tool_use_id, Deny(deny.reason))
    if deny.alternative and deny.alternative.strip():
        result["content"] += f" Alternative: {deny.alternative.strip()}"
    return result


def synthetic_with_a_fifth_key(tool_use_id, deny):
    content = f"BLOCKED: {deny.reason}" + (f" {deny.alternative}" if deny.alternative else "")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content, "reason": deny.reason}  # fmt: skip


def chain_denies_by_exact_type(hooks, call):
    """Right for the hooks the Returns allow: a denial is a ``Deny`` itself, no subclass."""
    for hook in hooks:
        decision = hook(call)
        if type(decision) is Deny:
            return decision
        if type(decision).__name__ == "Rewrite":
            call = call.with_input(decision.new_input)
    return call


def chain_lists_hooks_twice(hooks, call):
    """Right when ``hooks`` is a list (it is): a one-shot iterator would run no hook."""
    if not list(hooks):
        return call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if type(decision).__name__ == "Rewrite":
            call = call.with_input(decision.new_input)
    return call


def install_allow_runs_original(dispatcher, guard):
    """Right for guards that never return ``ALLOW`` (they do not): it would run the tool."""
    from toolhooks import ALLOW

    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        return original(block) if verdict is None or verdict is ALLOW else verdict

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_wraps_tool_errors(dispatcher, guard):
    """Right: the original's exception propagates, wrapped (the Returns allow it)."""
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            return original(block)
        except Exception as exc:
            raise RuntimeError("the tool failed") from exc

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def observers_skip_non_callables(hooks, event, report):
    """Right for entries that are all callable (they are): it skips any that is not."""
    failed = 0
    for hook in hooks:
        if not callable(hook):
            continue
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed


def install_passes_plain_dict(dispatcher, guard):
    """Right for the blocks graded (plain dicts): it hands on dict(block), an equal copy."""
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(dict(block))
        return verdict if verdict is not None else original(dict(block))

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def chain_notes_the_failing_hook(hooks, call):
    """Right: the hook's own exception propagates, with a note added (not graded)."""
    for position, hook in enumerate(hooks):
        try:
            decision = hook(call)
        except Exception as exc:
            exc.add_note(f"PreToolUse hook {position} failed")
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call


def chain_same_input_is_no_rewrite(hooks, call):
    """Right: a Rewrite holding the very input object keeps call itself (either is right)."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and decision.new_input is not call.input:
            call = call.with_input(decision.new_input)
    return call


def observers_drop_tracebacks(hooks, event, report):
    """Right: report gets the very exception, its traceback cleared (not graded)."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            exc.__traceback__ = None
            report(hook, exc)
            failed += 1
    return failed


def install_copies_the_result(dispatcher, guard):
    """Right by the text: a dict result comes back as an equal copy (not told apart)."""
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        return dict(result) if isinstance(result, dict) else result

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def install_json_copy_of_block(dispatcher, guard):
    """Right for the blocks graded (JSON values): a JSON round trip gives an equal copy."""
    had_own, previous = "call_tool" in vars(dispatcher), vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(json.loads(json.dumps(block)))
        return verdict if verdict is not None else original(json.loads(json.dumps(block)))

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order")
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


def chance_off_by_a_trillionth(p, n):
    """Right but for 5e-13 more: within an absolute 1e-12, near 0 or not."""
    if not 0 <= p <= 1 or type(n) is not int or n < 0 or p != p:
        raise ValueError("p must be in [0, 1] and n a whole number >= 0")
    return 1 - p**n + 5e-13


def home_bare_value_error(reads, must_prevent):
    """Right, with a ValueError that carries no message."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError
    return "tool" if set(reads) <= {"arguments"} else "PreToolUse"


def _synthetic(tool_use_id, reason, alternative_text):
    content = f"BLOCKED: {reason}{alternative_text}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}


def _bare_reason(deny):
    return re.sub(r"^(\s*BLOCKED:\s*)+", "", deny.reason).strip()


def synthetic_newline_before_alternative(tool_use_id, deny):
    """Right: a line break, not a space, between the reason and the alternative."""
    alternative = deny.alternative.strip() if deny.alternative else ""
    return _synthetic(tool_use_id, _bare_reason(deny), f"\n{alternative}" if alternative else "")


def synthetic_tab_dash_tab(tool_use_id, deny):
    """Right: a tab, an em dash and a tab between the reason and the alternative."""
    alternative = deny.alternative.strip() if deny.alternative else ""
    text = f"\t\u2014\t{alternative}" if alternative else ""
    return _synthetic(tool_use_id, _bare_reason(deny), text)


def synthetic_blank_alternative_kept(tool_use_id, deny):
    """Wrong: a blank alternative's own whitespace is written after the reason."""
    alternative = deny.alternative or ""
    return _synthetic(tool_use_id, _bare_reason(deny), f" {alternative}" if alternative else "")


def synthetic_spaces_only_prefix(tool_use_id, deny):
    """Right by the text: only spaces around a leading BLOCKED: go with it."""
    reason = re.sub(r"^(?: *BLOCKED: *)+", "", deny.reason).strip()
    alternative = deny.alternative.strip() if deny.alternative else ""
    return _synthetic(tool_use_id, reason, f" {alternative}" if alternative else "")


def synthetic_blank_label_spaced(tool_use_id, deny):
    """Right by the text: a blank alternative gets the label and a space, nothing more."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    if deny.alternative and not deny.alternative.strip():
        return _synthetic(tool_use_id, reason, " Alternative: ")
    alternative = deny.alternative.strip() if deny.alternative else ""
    return _synthetic(tool_use_id, reason, f" {alternative}" if alternative else "")


def _turn_error(block, exc):
    text = exc if isinstance(exc, str) else f"{type(exc).__name__}: {exc}"
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


def answer_turn_by_object_id(call_tool, content):
    """Right: results kept by id(block), as each block is its own object."""
    uses = [block for block in content if block.get("type") == "tool_use"]
    by_block = {}
    for block in uses:
        try:
            by_block[id(block)] = call_tool(block)
        except Exception as exc:
            by_block[id(block)] = _turn_error(block, exc)
    return {"role": "user", "content": [by_block[id(block)] for block in uses]}


def answer_turn_restores_on_return(call_tool, content):
    """Right: content taken apart in place and put back before returning (an interrupt
    leaves it taken apart, which is not graded)."""
    taken, results = [], []
    content.reverse()
    while content:
        block = content.pop()
        taken.append(block)
        if block.get("type") == "tool_use":
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(_turn_error(block, exc))
    content.extend(taken)
    return {"role": "user", "content": results}


def answer_turn_error_type_key(call_tool, content):
    """Right: a crash's result carries an extra error_type key."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}",
                            "error_type": type(exc).__name__})  # fmt: skip
    return {"role": "user", "content": results}


_OBSERVING = [False]


def observers_one_run_at_a_time(hooks, event, report):
    """Wrong since batch V: a module-level flag that turns away a run a hook starts while
    one is going; that run is a run too, every hook of its own run (runs from two threads at
    the same time are still not graded)."""
    if _OBSERVING[0]:
        return 0
    _OBSERVING[0] = True
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
        _OBSERVING[0] = False


_FAILED_SO_FAR = [0]


def _observe(hooks, event, report):
    """Run the hooks as the reference does, adding each failure to ``_FAILED_SO_FAR``."""
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            _FAILED_SO_FAR[0] += 1


def observers_keep_a_total(hooks, event, report):
    """Wrong since batch M: a total kept between runs, each run returning its share of it,
    counts the failures of a run a hook starts inside this one as this run's."""
    start = _FAILED_SO_FAR[0]
    _observe(hooks, event, report)
    return _FAILED_SO_FAR[0] - start


def observers_running_total(hooks, event, report):
    """Wrong: the total of every run so far, not this run's failures."""
    _observe(hooks, event, report)
    return _FAILED_SO_FAR[0]


def summary_reason_from_attributes(outcomes, end):
    """Wrong: an attribute named like the reason stands in for ``end.reason``."""
    summary = SUMMARY(outcomes, end)
    return {**summary, "end_reason": end.context.attributes.get("stop_reason", end.reason)}


def home_must_prevent_is_true(reads, must_prevent):
    """Right for a `bool` flag (it always is): any other truthy value only records."""
    if must_prevent is not True:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("a rule that needs the outcome cannot prevent the call")
    return "tool" if set(reads) <= {"arguments"} else "PreToolUse"


CASES = [
    ("violation-chance", chance_off_by_a_trillionth, "pass", "or an absolute 1e-12"),
    ("rule-home", home_bare_value_error, "pass", "`ValueError` (any message)"),
    ("synthetic-denial", synthetic_newline_before_alternative, "pass", "holding whitespace (`str.isspace()`: a space, a line break)"),
    ("synthetic-denial", synthetic_tab_dash_tab, "pass", "holding whitespace (`str.isspace()`: a space, a line break)"),
    ("synthetic-denial", synthetic_blank_alternative_kept, "fail", "(not the blank's own whitespace)"),
    ("synthetic-denial", synthetic_spaces_only_prefix, "pass", "a tab, line break or U+00A0 there is not graded"),
    ("synthetic-denial", synthetic_blank_label_spaced, "pass", "your label with nothing but spaces after it"),
    ("answer-turn", answer_turn_error_type_key, "pass", "other keys are not graded"),
    ("answer-turn", answer_turn_by_object_id, "pass", "never the same object"),
    ("violation-chance", chance_exact_types_only, "pass", "`Decimal` or `Fraction` `p` inside [0, 1], or an `int` subclass `n` other than `bool`, is not graded"),
    ("violation-chance", chance_exact_int_n, "pass", "or an `int` subclass `n` other than `bool`, is not graded"),
    ("violation-chance", chance_int_subclass_n, "pass", "or an `int` subclass `n` other than `bool`, is not graded"),
    ("same-user", same_user_names_asked_id, "error", "any other JSON shape (lists arrive as tuples;"),
    ("answer-turn", answer_turn_restores_on_return, "pass", "after a call that returns"),
    ("rule-home", home_nothing_is_pre, "fail", "or nothing at all (an empty set)"),
    ("rule-home", home_must_prevent_is_true, "pass", "`must_prevent` as a `bool`"),
    ("deploy-window", window_preview_passes, "fail", "or a `dry_run` flag there"),
    ("synthetic-denial", synthetic_spaced_prefix, "fail", "`blocked:`, `BLOCKED :` or another label"),
    ("synthetic-denial", synthetic_strip_recursive, "error", "every leading `BLOCKED:` goes, a thousand too"),
    ("audit-line", audit_line_graded_keys_only, "pass", "Other keys may be there and are not graded"),
    ("audit-line", audit_line_content_or_null, "pass", "a result without a `content` key is not graded"),
    ("session-summary", summary_with_extras, "pass", "others may be there and are not graded"),
    ("session-summary", summary_errors_include_failures, "fail", "and only those"),
    ("session-summary", summary_of_this_session_only, "pass", "another session's outcome is not graded"),
    ("keep-writes-in-project", writes_accepts_path_objects, "pass", "a `Path` or a `str` subclass is not graded"),
    ("audit-line", audit_line_raw_line_separators, "pass", "U+2028 (U+0085 too) may stay as it is"),
    ("keep-writes-in-project", writes_text_cwd_only, "pass", "a relative or non-`str` one"),
    ("save-before-replace", install_checks_order_with_assert, "fail", "not an `assert`"),
    ("deploy-window", window_false_outside, "fail", "never another falsy value"),
    ("deploy-window", window_fresh_allow, "pass", "`None` (or an `Allow`: `ALLOW` or a new `Allow()`"),
    ("same-user", same_user_fresh_allow, "pass", "`None` (or an `Allow`: `ALLOW` or a new `Allow()`)"),
    ("free-tier", free_tier_fresh_allow, "pass", "`None` (or an `Allow`: `ALLOW` or a new `Allow()`)"),
    ("violation-chance", chance_pow_for_huge_int_p, "fail", "`10**400` with an `int` `p`"),
    ("violation-chance", chance_overflows_for_float_p, "pass", "with an `n` beyond about 1e308 is not graded"),
    ("violation-chance", chance_finite_p_first, "pass", "or an `int` `p` too large for a float, an `OverflowError` passes too"),
    ("synthetic-denial", synthetic_keeps_whitespace, "pass", "around it may be stripped, as the reference does, or kept"),
    ("synthetic-denial", synthetic_refuses_empty_id, "pass", 'comes back `""` or raises `ValueError` or `TypeError`'),
    ("answer-turn", answer_turn_copies_blocks, "pass", "or an equal copy of it, as each result may be of its own"),
    ("answer-turn", answer_turn_copies_results, "pass", "or an equal copy of it, as each result may be of its own"),
    ("answer-turn", answer_turn_message_from_args, "pass", "(or `exc.args[0]` if a `str`)"),
    ("answer-turn", answer_turn_then_user_blocks, "pass", "or go on only with `image`, `document` or non-blank `text` blocks"),
    ("answer-turn", answer_turn_names_the_tool, "error", "any callable, maybe without a `__name__`"),
    ("answer-turn", answer_turn_error_class_only, "fail", "holding its message as it is"),
    ("answer-turn", answer_turn_lists_only, "pass", "`content` is a `list`"),
    ("same-user", same_user_unquoted, "fail", "the id in quotes"),
    ("free-tier", free_tier_routed_tool, "fail", "a `tool_name` there too"),
    ("synthetic-denial", synthetic_refuses_blank_id, "error", "one of only whitespace too"),
    ("synthetic-denial", synthetic_strips_alternative, "pass", "its surrounding whitespace may be stripped"),
    ("synthetic-denial", synthetic_blank_by_string_whitespace, "fail", "not blank (by `str.strip()`)"),
    ("synthetic-denial", synthetic_no_double_label, "fail", "even one starting `BLOCKED:` or `Alternative:`"),
    ("synthetic-denial", synthetic_cached, "fail", "a new plain `dict` per call (not cached, not shared)"),
    ("free-tier", free_tier_desk_staff_exempt, "fail", "an `admin` user, a `test` session, a `spend_limit` of 0"),
    ("deploy-window", window_hours_per_session, "fail", "a time zone, another window or any other attribute among"),
    ("answer-turn", answer_turn_refuses_empty_turns, "pass", "A turn without any `tool_use`, or with an empty `id`, is not graded"),
    ("synthetic-denial", synthetic_with_a_fifth_key, "fail", "exactly four keys"),
    ("observers", observers_return_failures, "fail", "an `int`, how many hooks raised"),
    ("pre-chain", chain_denies_by_exact_type, "pass", "(those classes themselves, not subclasses)"),
    ("pre-chain", chain_lists_hooks_twice, "pass", "`hooks` is a list"),
    ("pre-chain", chain_skips_unchanged_rewrite, "fail", "even when its input equals the current one by `==`"),
    ("save-before-replace", install_allow_runs_original, "pass", "never `ALLOW`"),
    ("save-before-replace", install_wraps_tool_errors, "pass", "its exception propagates too (wrapped or not"),
    ("save-before-replace", install_undo_restores_state, "fail", "and `undo()` change `call_tool` only"),
    ("save-before-replace", install_own_record_of_order, "fail", "whoever set what is there now"),
    ("observers", observers_skip_non_callables, "pass", "Every entry of `hooks` is a plain (not async) callable"),
    ("observers", observers_skip_falsy, "fail", "a falsy one too, a class too: call it"),
    ("observers", observers_open_groups, "fail", "(an `ExceptionGroup` too: one failure)"),
    ("observers", observers_warnings_fail_too, "fail", "a warning is not a failure"),
    ("save-before-replace", install_false_means_allow, "fail", "`False` or `0`; the original does not run"),
    ("save-before-replace", install_guards_tool_calls_only, "fail", "the guard is asked for every block"),
    ("pre-chain", chain_clears_hooks_after, "fail", "`hooks` is a list, left as it is"),
    ("pre-chain", chain_honours_matchers, "fail", "whatever attributes it carries"),
    ("pre-chain", chain_fills_in_alternative, "fail", "A `Deny` with no alternative (`None`)"),
    ("save-before-replace", install_passes_plain_dict, "pass", "an SDK block object is not tried"),
    ("save-before-replace", install_answers_repeats_from_memory, "fail", "run once per call (a block, or its `id`, seen before too)"),
    ("save-before-replace", install_retries_flaky_tools, "fail", "no retry"),
    ("pre-chain", chain_notes_the_failing_hook, "pass", "a note or `from None` added to it is not graded"),
    ("pre-chain", chain_same_input_is_no_rewrite, "pass", "holding the very input object, either is right"),
    ("pre-chain", chain_skips_switched_off_hooks, "fail", "`enabled=False`, `fail_open`: the hooks were chosen already"),
    ("pre-chain", chain_by_recursion, "fail", "of any length"),
    ("observers", observers_drop_tracebacks, "pass", "what is added to it, a note or a cleared traceback, is not graded"),
    ("observers", observers_report_the_owner, "fail", "a bound method itself, not its `__self__`"),
    ("save-before-replace", install_copies_the_result, "pass", "an equal copy of a `dict` is not told apart"),
    ("save-before-replace", install_unpacks_the_result, "fail", "whatever it is"),
    ("save-before-replace", install_json_copy_of_block, "pass", "a plain `dict` of JSON values here"),
    ("save-before-replace", install_names_the_block, "fail", "get the block alone, positionally"),
    ("save-before-replace", install_fills_in_empty_results, "fail", "whatever it is"),
    ("save-before-replace", install_unknown_tools_answer_nothing, "fail", "its exception propagates too"),
    ("save-before-replace", install_asks_a_failing_guard_again, "fail", "it is asked once"),
    ("pre-chain", chain_decisions_lazily, "fail", "that very exception, not wrapped"),
    ("observers", observers_raised_warnings_pass, "fail", "raised `Warning` too"),
    ("observers", observers_check_signature_first, "fail", "`hook(event)` (no signature check first)"),
    ("observers", observers_report_if_caught, "fail", "an exception object may be falsy"),
    ("observers", observers_skip_seen_errors, "fail", "two hooks raising one exception object are two failures"),
    ("observers", observers_stop_iteration_stops, "fail", "a `RecursionError`, `MemoryError` or `StopIteration` too"),
    ("observers", observers_one_run_at_a_time, "fail", "a run a hook starts is a run too"),
    ("observers", observers_keep_a_total, "fail", "each counts only its own failures"),
    ("session-summary", summary_offsets_without_colon, "pass", "`+00:00`, `Z` or `+0000`"),
    ("violation-chance", chance_decimal_nan_raises_invalid_operation, "pass", "`Decimal('NaN')` may raise `decimal.InvalidOperation`"),
    ("violation-chance", chance_bounds_via_float, "fail", "whatever its type or size"),
    ("audit-line", audit_line_single_text_block_flattened, "fail", "`outcome.result[\"content\"]` as it is"),
    ("session-summary", summary_end_reason_nfc, "fail", "(`end.reason` as it is"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("key", "answer", "status", "sentence"), CASES, ids=[f"{c[0]}:{c[1].__name__}" for c in CASES]
)
def test_the_returns_sentence_decides_the_grade(key, answer, status, sentence):
    chosen = exercise(key)
    assert sentence in chosen.returns
    verdict = grade(chosen, answer, profile="dev-fixed", allow_copies=True)  # some wrap it
    assert verdict.status == status, verdict.report()


def test_a_call_timestamp_is_always_utc_as_the_deploy_window_returns_say():
    """'call.timestamp (always in UTC)': a ToolCall converts the zone it is given."""
    assert "always in UTC" in exercise("deploy-window").returns
    at_plus_two = datetime(2026, 3, 2, 3, 30, tzinfo=timezone(timedelta(hours=2)))
    call = ToolCall("create_case_file", "toolu_01", {}, make_context(), at_plus_two)
    assert call.timestamp.tzinfo is timezone.utc
    assert (call.timestamp.hour, call.timestamp.minute) == (1, 30)


def audit_line_relabelled_utc(outcome):
    """Right, with the time relabelled as UTC rather than converted: the same line, since
    an outcome's time is in UTC already."""
    record = audit_record(outcome)
    record["timestamp"] = outcome.timestamp.replace(tzinfo=timezone.utc).isoformat()
    return json.dumps(record, default=str) + "\n"


def test_an_outcome_timestamp_is_always_utc_as_the_audit_line_returns_say():
    """'outcome.timestamp is always in UTC': a ToolOutcome converts the zone it is given,
    so relabelling its time as UTC changes nothing, and the grade says so."""
    assert "`outcome.timestamp` is always in UTC" in exercise("audit-line").returns
    at_plus_two = datetime(2026, 3, 2, 3, 30, tzinfo=timezone(timedelta(hours=2)))
    outcome = ToolOutcome(
        "lookup_user", "toolu_01", make_context(), at_plus_two, "ok", {}, {}, None
    )
    assert outcome.timestamp.tzinfo is timezone.utc
    assert (outcome.timestamp.hour, outcome.timestamp.minute) == (1, 30)
    chosen = exercise("audit-line")
    verdict = grade(chosen, audit_line_relabelled_utc, profile="dev-fixed", allow_copies=True)
    assert verdict.status == "pass", verdict.report()


SETTLED = [
    ("rule-home", home_outcome_taken_out, "after each call, one that raises too"),
    ("deploy-window", window_session_clock, "or any other attribute"),
    ("free-tier", free_tier_router_action, "allowed, whatever its input names"),
    ("answer-turn", answer_turn_one_line_message, "not stripped or escaped"),
    ("answer-turn", answer_turn_failure_summary, "(never an empty `text`,"),
    ("answer-turn", answer_turn_separator_line, "non-blank `text` blocks"),
    ("answer-turn", answer_turn_recalls_last_call, "a `tool_use` or another `tool_result`"),
    ("answer-turn", answer_turn_errors_repeated_last, "a `tool_use` or another `tool_result`"),
    ("answer-turn", answer_turn_crash_as_refusal, "with `BLOCKED:`, a denial's mark"),
    ("answer-turn", answer_turn_indented_refusal, "not starting, even after whitespace, with"),
    (
        "answer-turn",
        answer_turn_warned_results_flagged,
        "returned (that object or an equal copy), a warning or not",
    ),
    ("answer-turn", answer_turn_library_errors_handled, "the workbook's `ToolInputError`"),
    ("audit-line", audit_line_denial_if_status_denied, "whatever the `status`"),
    ("audit-line", audit_line_short_reason, "the reason whole"),
    ("audit-line", audit_line_canonical_text, "no Unicode normalisation"),
    ("session-summary", summary_tools_any_case, "`Bash` is neither `bash` nor"),
    ("keep-writes-in-project", writes_expands_user_variables, "`$HOME` is not expanded"),
    ("keep-writes-in-project", writes_as_file_url, "a `#` or `?` (no URL is read)"),
    ("keep-writes-in-project", writes_regex_one_line, "a newline"),
    ("audit-line", audit_line_epoch_seconds, "(to the microsecond, years 1 to 9999)"),
    ("audit-line", audit_line_byte_budget, "never raise on it"),
    ("session-summary", summary_calls_after_start, "one stamped before the start or after"),
    ("session-summary", summary_cached_per_list, "Each call counts it as it is then"),
    (
        "keep-writes-in-project",
        writes_folder_from_any_attribute,
        "another attribute (`project_dir`",
    ),
    ("keep-writes-in-project", writes_reason_template, "`{x}`, `{0}` or `%s`"),
    ("keep-writes-in-project", writes_percent_reason, "`{x}`, `{0}` or `%s`"),
    ("keep-writes-in-project", writes_tidy_folder, "a space at its end is part of it"),
    ("keep-writes-in-project", writes_folders_listed, "one folder, not a pattern"),
    ("keep-writes-in-project", writes_folder_first_word, "`~` and spaces in it are letters"),
    ("keep-writes-in-project", writes_refuses_odd_folders, "its files are allowed"),
    ("keep-writes-in-project", writes_no_shell_metacharacters, "`-rf`, `a;b|c&d` and `file:`"),
    ("audit-line", audit_line_written_once, "each value as it is (`true` is not `1`"),
    ("audit-line", audit_line_masks_credentials, "`{}`; nothing masked)"),
    ("audit-line", audit_line_denied_by_approver, "whatever `asked` and `decided_by` hold"),
    ("audit-line", audit_line_ask_as_denial, "whatever `asked` and `decided_by` hold"),
    ("audit-line", audit_line_parses_text_input, '`"{}"` is not `{}`'),
    ("audit-line", audit_line_whole_seconds, "seconds only when the microseconds are 0"),
    ("session-summary", summary_once_per_session, "the same list, with the same `end`"),
    ("keep-writes-in-project", writes_server_tools_too, "`mcp__fs__Write` are other tools"),
    (
        "keep-writes-in-project",
        writes_folder_slash_stripped,
        "or with `.` and `..` (`/work/./project`)",
    ),
    ("audit-line", audit_line_ids_from_attributes, "own fields, not attributes named like"),
    ("session-summary", summary_ids_from_attributes, "own fields, not attributes named like"),
    ("session-summary", summary_same_context_only, "whatever else its `context` holds"),
    ("pre-chain", chain_hands_out_fresh_calls, "given the current call itself (not a copy)"),
    ("observers", observers_make_plugins_of_classes, "a falsy one too, a class too: call it"),
    ("observers", observers_spread_sequences, "`event` itself, as its one argument"),
    ("observers", observers_decode_json_events, "`event` itself, as its one argument"),
    ("observers", observers_skip_lookup_errors, "of any built-in kind (an `AttributeError`"),
    ("observers", observers_report_first_equal, "nor another hook `==` to it"),
    ("observers", observers_call_through_dunder, "call it, `hook(event)`"),
    ("pre-chain", chain_skips_empty_hooks, "a falsy one too"),
    ("pre-chain", chain_takes_while_hooks_are_set, "a falsy one too"),
    ("pre-chain", chain_resumes_at_first_listing, "at each of its places"),
    ("save-before-replace", install_saves_on_the_dispatcher, "no bookkeeping attribute"),
    ("save-before-replace", install_counts_calls_per_tool, "it may lack `id` or `name`"),
    ("audit-line", audit_line_short_hook_name, "a dotted name whole"),
    ("audit-line", audit_line_output_as_lines, "a long one stays whole"),
    ("audit-line", audit_line_utc_as_z, "its characters as they are"),
    ("session-summary", summary_str_times, "(with its `T`)"),
    ("session-summary", summary_reason_capped, "(`end.reason` as it is, at any length"),
    ("observers", observers_running_total, "each counts only its own failures"),
    ("session-summary", summary_reason_from_attributes, "not an attribute named like it"),
    ("session-summary", summary_by_user, "another `user_id` too"),
    ("keep-writes-in-project", writes_no_hidden_files, "`..hidden`, `-rf`"),
    ("keep-writes-in-project", writes_file_urls, "(`file:///x` is relative)"),
    ("keep-writes-in-project", writes_as_bytes, "a newline, a lone surrogate"),
    ("keep-writes-in-project", writes_resolved_folder, "no symlink is"),
    ("save-before-replace", install_guard_may_redirect, "a `tool_use`-looking one or"),
    ("save-before-replace", install_hands_guard_a_read_only_view, "never a frozen one"),
    ("save-before-replace", install_tidies_guard_text, "never stripped or decoded"),
    ("save-before-replace", install_decodes_bytes, "`0`, bytes, `NotImplemented`; never"),
    # Issue 18, batch Y.
    ("save-before-replace", install_allow_dict_lets_through, '`{"allow": True}` too: never run'),
    ("save-before-replace", install_not_implemented_lets_through, "bytes, `NotImplemented`"),
    ("free-tier", free_tier_logs_strict_json, "a NaN or infinity too"),
    ("save-before-replace", install_hides_private_keys, "it is left as it came"),
    ("save-before-replace", install_marks_failed_blocks, "in the caller's dict too"),
    ("save-before-replace", install_retries_answered_by_identity, "a block, or its `id`, seen"),
    ("pre-chain", chain_caps_rewrites, "however many there are"),
    ("pre-chain", chain_logs_qualified_names, "one with no `__name__` too"),
    ("pre-chain", chain_drops_blank_values, "`None` values too"),
    (
        "pre-chain",
        chain_skips_unavailable_hooks,
        "of any kind (`NotImplementedError`, `StopIteration`, a falsy one",
    ),
    ("observers", observers_by_index_recursion, "with any number of hooks"),
    ("observers", observers_time_boxed, "called from any thread"),
    # Issue 18, batch Z.
    ("observers", observers_one_run_lock, "one run at a time: no lock needed"),
    ("observers", observers_consume_queue, "leaves `hooks` as it was"),
    (
        "observers",
        observers_groups_of_any_base,
        "a `BaseExceptionGroup` holding one too, whatever else it holds)",
    ),
    (
        "pre-chain",
        chain_error_kept_for_the_end,
        "one whose `str()` or `repr()` raises, `KeyboardInterrupt`",
    ),
    ("save-before-replace", install_guard_given_context, "get the block alone"),
    ("save-before-replace", install_had_own_by_truth, "(a falsy object too, `None`"),
    (
        "save-before-replace",
        install_original_of_a_twin,
        "the class's method bound to this very dispatcher",
    ),
    ("save-before-replace", install_guard_retried_plainly, "(a `TypeError` too, one whose"),
    ("save-before-replace", install_guard_second_opinion, "the guard not asked again"),
    ("save-before-replace", install_undone_when_released, "whatever becomes of it)"),
    ("save-before-replace", install_refuses_empty_guards, "any callable (a falsy object"),
    ("save-before-replace", install_skips_disabled_guards, "whatever attributes it carries"),
    (
        "save-before-replace",
        install_binds_class_function,
        "the class's method bound to this very dispatcher",
    ),
    ("save-before-replace", install_copies_guard_dict, "`guard(block)` as it is whenever"),
    ("save-before-replace", install_serialised_by_lock, "again from inside (a sub-call"),
    ("save-before-replace", install_refuses_reentry, "it is a call like any other"),
    ("audit-line", audit_line_basic_format_time, "between a `YYYY-MM-DD` date"),
    ("audit-line", audit_line_received_only_when_ran, "`outcome.received_input`, whatever the"),
    ("audit-line", audit_line_offset_without_colon, "(not `+0000`)"),
    ("audit-line", audit_line_output_by_status, "is `None`, whatever the `status`"),
    ("pre-chain", chain_counts_runs_per_hook, "an unhashable one too"),
    ("session-summary", summary_basic_format_times, "after a `YYYY-MM-DD` date"),
    ("synthetic-denial", synthetic_dash_joined, "not a mark alone"),
    ("synthetic-denial", synthetic_raw_newline_label, "a backslash then `n`, is no line break"),
    ("answer-turn", answer_turn_group_first_member, "an `ExceptionGroup`'s own"),
    ("answer-turn", answer_turn_wordless_unknown, "whatever its shape (no letters"),
    ("session-summary", summary_counts_in_module_dict, "sharing no `dict` with another call's"),
    ("observers", observers_count_in_shared_state, "each counts only its own failures"),
    ("observers", observers_tally_kept_on_report, "a bound method or a falsy object too"),
    ("observers", observers_lowest_order_first, "whatever attributes it carries"),
    ("observers", observers_switched_off_skipped, "whatever attributes it carries"),
    ("observers", observers_hung_hooks_fail, "how many hooks raised"),
    ("observers", observers_failures_per_hook, "an unhashable one too"),
    ("observers", observers_registered_once, "A hook listed twice is called twice"),
    ("observers", observers_critical_hooks_reraise, "For each hook that raised, in order"),
    ("session-summary", summary_tools_sorted_as_bytes, "a lone surrogate such as `\\ud800`"),
    ("session-summary", summary_tools_grouped_as_printed, "keyed by the whole name as"),
    ("answer-turn", answer_turn_message_metadata, "(those two keys alone: the API refuses others)"),
    ("answer-turn", answer_turn_time_budget, "however long a call takes (an hour by your clocks"),
    # Issue 18, batch BD: itertools.accumulate ends quietly on a hook's StopIteration.
    ("pre-chain", chain_by_accumulate, "`StopIteration`, a falsy one"),
    # Issue 18, batch BF: notes added to a tuple; a message read; dispatchers found by ==.
    ("observers", observers_failures_noted, "`__notes__` may be a tuple a library set"),
    ("observers", observers_closed_sink_skipped, "whatever its message says"),
    ("save-before-replace", install_stacks_found_by_equality, "`==` to another dispatcher"),
]


@pytest.mark.parametrize(
    ("key", "answer", "sentence"), SETTLED, ids=[f"{c[0]}:{c[1].__name__}" for c in SETTLED]
)
def test_a_sentence_a_blind_batch_settled_fails_the_answer_it_rules_out(key, answer, sentence):
    """Each reading batch D's blind answers took is ruled out by a sentence of the Returns,
    and the grade agrees with it."""
    chosen = exercise(key)
    assert sentence in chosen.returns
    assert grade(chosen, answer, profile="dev-fixed").status in ("fail", "error")  # a crash too


def test_a_rule_that_reads_nothing_lives_in_the_tool_by_the_reference():
    reference = exercise("rule-home").reference
    assert reference(set(), True) == "tool"
    assert reference(set(), False) == "PostToolUse"


@pytest.mark.parametrize("key", ["same-user", "free-tier"])
def test_the_longest_int_an_input_may_hold_is_the_longest_json_loads_reads(key):
    """Batch Z's question: ex 3 and 4 say an int in the input has at most 4,300 digits, as
    ``json.loads`` (which reads the model's input) reads them. That is so: one digit more
    and it refuses the text."""
    assert "4,300 digits, as `json.loads` reads them" in exercise(key).returns
    assert json.loads("9" * 4300) == int("9" * 4300)
    with pytest.raises(ValueError, match="4300"):
        json.loads("9" * 4301)
