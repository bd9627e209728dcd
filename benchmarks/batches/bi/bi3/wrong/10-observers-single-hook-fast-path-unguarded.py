# Wrong: "When one raises, call report(hook, exception) and go on ...; never raise". A fast
# path for the common one-hook list calls it outside the try: run_observers([failing], "e",
# report) lets the hook's ValueError escape, with no report and no count.
def run_observers(hooks, event, report):
    if len(hooks) == 1:
        hooks[0](event)  # one observer: nothing to isolate it from
        return 0
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
