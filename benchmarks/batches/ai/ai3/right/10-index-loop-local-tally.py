# Right: walks the caller's list by index (never changing it), calls hook(event) with the event itself, catches
# only Exception (KeyboardInterrupt, SystemExit, GeneratorExit and BaseExceptionGroups holding one leave as they
# are and stop the run), reports (hook, the very exception) at once, positionally, and returns a local int
# (0 when none failed; no shared state, so nested and threaded runs each count their own).
def run_observers(hooks, event, report):
    tally = 0
    position = 0
    while position < len(hooks):
        current = hooks[position]
        position += 1
        try:
            current(event)
        except Exception as problem:  # noqa: BLE001 - observers must not break the call
            tally = tally + 1
            report(current, problem)
    return tally
