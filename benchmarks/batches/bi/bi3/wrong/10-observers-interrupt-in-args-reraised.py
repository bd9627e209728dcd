# Wrong: "Every Exception counts, whatever ... its args hold (a KeyboardInterrupt too)".
# An Exception carrying an interrupt in its args is treated as the interrupt and re-raised:
# a hook raising RuntimeError(KeyboardInterrupt()) escapes as KeyboardInterrupt, unreported,
# and the hooks after it never run.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            for arg in exc.args:
                if isinstance(arg, BaseException) and not isinstance(arg, Exception):
                    raise arg from exc  # the user pressed Ctrl-C inside the hook
            failed += 1
            report(hook, exc)
    return failed
