"""The outside referee: OpenSpiel's gin_rummy engine and its simple bot (the ``reference`` extra).

For measurement only; the app and the frozen build never import this package.

* :mod:`.engine` loads OpenSpiel on demand and names its numbers and the shared rules;
* :mod:`.cards` maps its card and meld numbers to ours;
* :mod:`.adapter` shows an OpenSpiel hand to our players as a ``PlayerView`` and plays
  their actions back as OpenSpiel's steps;
* :mod:`.play` plays and scores whole hands (our core scores them);
* :mod:`.conformance` compares our baseline's decisions with the simple bot's.
"""
