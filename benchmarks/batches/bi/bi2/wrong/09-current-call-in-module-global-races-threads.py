# Wrong: every hook is "given the current call itself", and the result is "call with its
# input replaced by each Rewrite". The current call is kept in a module global (so helpers
# can read it), saved and restored around each chain, which handles nested chains but not two
# threads: chains for call A and call B running at once hand hooks, and return, the other
# thread's call (two threads, hooks that sleep 10 ms).
from toolhooks import Deny, Rewrite

current_call = None


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    global current_call
    saved = current_call
    current_call = call
    try:
        for hook in hooks:
            decision = hook(current_call)
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                current_call = current_call.with_input(decision.new_input)
        return current_call
    finally:
        current_call = saved
