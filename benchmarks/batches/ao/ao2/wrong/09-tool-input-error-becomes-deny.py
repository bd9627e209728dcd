# Breaks "an exception from a hook, of any kind ..., propagates as it is, that very exception":
# the workbook's ToolInputError is taken as the hook saying no, so a hook raising
# ToolInputError("amount must be positive") turns into Deny("amount must be positive").
from toolhooks import ToolInputError
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except ToolInputError as exc:  # the tool's own way of refusing input
            return Deny(str(exc) or "the input was refused", "fix the input and try again")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
