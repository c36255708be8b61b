package com.example.ui.internal

/** Content alphas shared by the package's controls. */
internal const val ContentAlphaFull = 1.0f
internal const val ContentAlphaMuted = 0.38f
val Hairline = 0.5f
