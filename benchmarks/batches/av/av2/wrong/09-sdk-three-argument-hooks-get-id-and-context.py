# Breaks: "every hook in it runs ..., one whose signature takes more than the call too, ...
# given the current call itself" -- hooks with three or more positional parameters are called
# the Agent SDK way, (input, tool_use_id, context). Input: def cap(call, limit=100, unit="EUR"):
# ... run_chain([cap], call) calls cap(call, "toolu_01", context): limit is the id string.
import inspect

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def _positional_count(hook):
    try:
        parameters = inspect.signature(hook).parameters.values()
    except (TypeError, ValueError):
        return 1
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return sum(1 for parameter in parameters if parameter.kind in kinds)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        if _positional_count(hook) >= 3:  # SDK-style hook(input_data, tool_use_id, context)
            decision = hook(call, call.tool_use_id, call.context)
        else:
            decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
