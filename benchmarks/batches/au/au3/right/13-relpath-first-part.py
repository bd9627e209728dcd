# Right: joins the file_path to the normalised folder, then asks os.path.relpath (pure text once both are
# absolute) how to get there: outside exactly when the first part is "..". "..hidden" is a name, "." is the
# folder itself, "/" contains everything. Tool names compared exactly; missing cwd or bad file_path denied,
# each Deny with a non-blank alternative; other tools get None.
import os

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in {"Write", "Edit"}:
        return ALLOW
    attributes = call.context.attributes
    if "cwd" not in attributes or not attributes["cwd"]:
        return Deny("no project folder (cwd) came with this session.", "restart the session inside the project folder.")
    raw = call.input.get("file_path")
    if not isinstance(raw, str) or len(raw) == 0:
        return Deny("file_path is missing, empty or not text.", "call again with file_path set to a path in the project.")
    folder = os.path.normpath(attributes["cwd"])
    target = os.path.normpath(os.path.join(folder, raw))
    first = os.path.relpath(target, folder).split("/", 1)[0]
    if first == "..":
        return Deny(f"{raw!r} lands at {target!r}, outside {folder!r}.", f"choose a path under {folder!r}.")
    return ALLOW
