# Wrong: breaks "call it, hook(event) (no signature check first)": it binds the event to
# inspect.signature(hook) first and counts a bind failure without calling the hook. Input:
# def base(event, extra): ...; @functools.wraps(base) def hook(*args): calls.append(args)
# -> signature follows __wrapped__, bind fails: hook never runs, 1 failure instead of 0.
import inspect


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            try:
                inspect.signature(hook).bind(event)
            except ValueError:  # no signature to read (some builtins): just call it
                pass
            hook(event)
        except Exception as error:
            report(hook, error)
            failed += 1
    return failed
