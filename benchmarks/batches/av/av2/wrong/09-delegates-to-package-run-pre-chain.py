# Breaks: "an exception from a hook, of any kind (...), propagates as it is, that very exception,
# not wrapped" -- the hooks are handed to the package's run_pre_chain, which raises PreHookError
# from the hook's exception. Input: run_chain([boom], call) where boom raises
# NotImplementedError("todo"): the caller gets PreHookError, not that NotImplementedError.
from toolhooks import HookRegistry
from toolhooks.chain import run_pre_chain


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    registry = HookRegistry(error_sinks=[])  # reuse the reference loop instead of rewriting it
    for hook in hooks:
        registry.pre(hook)
    verdict = run_pre_chain(registry.pre.all, call)
    if verdict.denial is not None:
        return verdict.denial.deny
    return verdict.call
