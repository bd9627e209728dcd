# Breaks "a ToolCall: call with its input replaced by each Rewrite in turn" and "call.with_
# input(...) keeps its class and fields": a rewritten call is stamped with the time it was
# rewritten. Input: make_call("issue_refund", {"amount_eur": 400}) (timestamp 2026-03-02
# 10:30 UTC), hooks [lambda c: Rewrite({"amount_eur": 50})]: the result's timestamp is now.
from dataclasses import replace
from datetime import datetime, timezone

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):  # a new call, made now
            call = replace(call, input=decision.new_input, timestamp=datetime.now(timezone.utc))
    return call
