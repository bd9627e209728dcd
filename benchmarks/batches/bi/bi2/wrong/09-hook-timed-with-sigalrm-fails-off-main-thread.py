# Wrong: run_chain must return the first Deny or the final call for any list of hooks ("a slow
# one too"), wherever it is called. Each hook runs under a SIGALRM timer; signal.signal only
# works in the main thread, so run_chain([hook], call) called from a worker thread (a server
# handling requests on a pool) raises ValueError before any hook runs.
import signal

from toolhooks import Deny, Rewrite


def _hook_too_slow(signum, frame):
    raise TimeoutError("a PreToolUse hook took more than 10 s")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        previous = signal.signal(signal.SIGALRM, _hook_too_slow)
        signal.alarm(10)
        try:
            decision = hook(call)
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
