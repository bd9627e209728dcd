# Breaks: "given the current call itself ..., even one running its own chain inside". Each hook
# runs on one module-wide single-thread executor (to time slow hooks); a hook that itself calls
# run_chain([...], call) waits for a worker that is busy running it: the call never returns.
from concurrent.futures import ThreadPoolExecutor

from toolhooks import Deny, Rewrite

_RUNNER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pre-hooks")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = _RUNNER.submit(hook, call).result()  # re-raises the hook's own exception
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
