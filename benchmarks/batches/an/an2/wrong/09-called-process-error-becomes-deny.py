# Breaks: "an exception from a hook, of any kind (...), propagates as it is". A hook that shells
# out to a policy command and gets a non-zero exit (CalledProcessError) is read as a denial, as a
# command hook's exit code would be. Input: run_chain([h], call) where h raises
# subprocess.CalledProcessError(2, ["opa", "eval"]) -> Deny(...) instead of the exception.
import subprocess

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except subprocess.CalledProcessError as exc:
            return Deny(f"policy command {exc.cmd!r} refused the call (exit {exc.returncode})")
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        call = call.with_input(decision.new_input)
    return call
