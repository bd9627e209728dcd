# Breaks: "every hook in it runs, in order, ... a slow one too, ... whatever attributes it
# carries". A hook carrying a `timeout` attribute runs on a worker thread and, when slower than
# that, the call is denied (fail closed): a hook that sleeps 0.2 s and returns None, with
# hook.timeout = 0.05, gives Deny("... timed out") instead of the call.
import concurrent.futures

from toolhooks import Deny, Rewrite


def _decide(hook, call):
    limit = getattr(hook, "timeout", None)
    if not limit:
        return hook(call)
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
    try:
        return pool.submit(hook, call).result(timeout=limit)
    except concurrent.futures.TimeoutError:
        return Deny("a policy check timed out", "try the request again")
    finally:
        pool.shutdown(wait=False)


def run_chain(hooks, call):
    for hook in hooks:
        decision = _decide(hook, call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
