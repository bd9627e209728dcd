# Right: the reference run_pre_chain runs entries in order, stops at the first Deny (that object, in
# verdict.denial.deny), applies each Rewrite with call.with_input, hands on the current call, and
# verdict.call is call itself when nothing rewrote it. Its PreHookError wrapping is undone: __cause__,
# the hook's own exception, is raised outside the except block, unchanged; BaseExceptions pass as is.
from toolhooks import PreHookError
from toolhooks.chain import run_pre_chain
from toolhooks.hook_types import hook_name
from toolhooks.matchers import compile_matcher
from toolhooks.registry import RegisteredHook


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    everything = compile_matcher(None)
    entries = [RegisteredHook(hook, hook_name(hook), everything) for hook in hooks]
    failure = None
    try:
        verdict = run_pre_chain(entries, call)
    except PreHookError as wrapped:
        failure = wrapped.__cause__ if wrapped.__cause__ is not None else wrapped
    if failure is not None:
        raise failure
    if verdict.denial is not None:
        return verdict.denial.deny
    return verdict.call
