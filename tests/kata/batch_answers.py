"""The wrong-answer catalog's answers from blind batch AR on, apart from :mod:`.answers`.

Grading mines the literals of an answer's whole source file, and reads none past
:data:`hookkata.grading.mining.MAX_SOURCE_CHARS` (500,000 characters): :mod:`.answers` reached
it with batch AR, so later batches' answers live here, with their catalog entries
(:data:`LATER_WRONG`), each file under the cap. They build on helpers of :mod:`.answers`;
the package's ``__init__`` adds :data:`LATER_WRONG` to :data:`.answers.WRONG`, after each
exercise's own entries, so :mod:`.answers` itself still reads as one learner's file.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping

from toolhooks import Deny, Rewrite

from .answers import (
    ACCOUNT,
    Wrong,
    _record,
    _summary,
    _wrong,
    answer_turn_comprehension,
    chain_while_loop,
    free_tier_match,
    observers_counting_successes,
    same_user_by_key,
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


LATER_WRONG: dict[str, list[Wrong]] = {
    "violation-chance": [
        # Issue 18, batch AR: a message formatted twice (braces in a string p).
        *_wrong("rejects", "never formatted again", chance_message_formatted_twice),
    ],
    "same-user": [
        # Issue 18, batch AR: false taken for no id; route params merged over the input; a
        # reason formatted with the input's keys.
        *_wrong("other-denied", "JSON's false", same_user_presence_and_value_at_once),
        *_wrong("other-denied", "Other fields of the input", same_user_route_params_merged),
        *_wrong(
            "other-denied", "str.format(..., **call.input)", same_user_reason_formats_the_input
        ),
    ],
    "free-tier": [
        # Issue 18, batch AR: Exercise 3's rule run first, as middleware.
        *_wrong("others-allowed", "This hook is Rule B alone", free_tier_runs_same_user_first),
    ],
    "deploy-window": [
        # Issue 18, batch AR: the alternative formatted with the attributes; a hotfix label.
        *_wrong(
            "inside-denied", "str.format(..., **call.input)", window_alternative_from_attributes
        ),
        *_wrong("inside-denied", "not from the input", window_hotfix_label_passes),
    ],
    "answer-turn": [
        # Issue 18, batch AR: a count kept per call_tool (an unhashable one).
        *_wrong("each-result", "keep nothing keyed by it", answer_turn_counts_per_tool),
    ],
    "save-before-replace": [
        # Issue 18, batch AR: a BLOCKED result flagged in place; {"decision": "block"}
        # rendered; taken down by an interrupt; `once` honoured; undo() following __wrapped__.
        *_wrong("guard-then-original", "never a block to run", install_flags_blocked_results),
        *_wrong("guard-then-original", "never a block to run", install_renders_block_decisions),
        *_wrong("guard-raises", "only undo() takes it down", install_taken_down_by_an_interrupt),
        *_wrong(
            "guard-then-original", "whatever attributes it carries", install_once_guards_asked_once
        ),
        *_wrong("undo-out-of-order", "do not follow __wrapped__", install_undo_follows_wrapped),
    ],
    "pre-chain": [
        # Issue 18, batch AR: context passed to two-argument code; async_ hooks not waited
        # for; pluggy's tryfirst honoured.
        *_wrong(
            "rewrites-compose", "whatever its signature says", chain_context_for_two_argument_code
        ),
        *_wrong("first-deny-wins", "Return the Deny as soon as", chain_async_hooks_not_waited_for),
        *_wrong("first-deny-wins", "hooks[0] first", chain_pluggy_tryfirst),
    ],
    "observers": [
        # Issue 18, batch AR: pluggy's tryfirst honoured.
        *_wrong("all-run", "in the order listed", observers_pluggy_tryfirst),
    ],
    "audit-line": [
        # Issue 18, batch AR: an output kept only as text or a list of blocks.
        *_wrong("what", "not the whole result block", audit_line_text_or_blocks_only),
    ],
    "session-summary": [
        # Issue 18, batch AR: an e-mail user id masked.
        *_wrong("who-when", "end.context.user_id", summary_masks_email_users),
    ],
    "keep-writes-in-project": [
        # Issue 18, batch AR: an '@' mention stripped; the root tested before normalising.
        *_wrong("inside-allowed", "names as they are", writes_mention_prefix_stripped),
        *_wrong(
            "inside-allowed",
            "Normalise the project folder too",
            writes_root_tested_before_normalising,
        ),
    ],
}
"""The catalog entries of these answers, by exercise: added to :data:`.answers.WRONG`."""
