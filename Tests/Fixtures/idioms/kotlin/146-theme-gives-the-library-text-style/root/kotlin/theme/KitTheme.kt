package com.acme.kit.theme

import androidx.compose.material3.LocalTextStyle
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.sp

/** The kit's text styles; the app gets them from [KitTheme]. */
data class KitType internal constructor(
    val body: TextStyle,
    val caption: TextStyle,
) {
    internal constructor() : this(
        body = TextStyle(fontSize = 15.sp, lineHeight = 20.sp),
        caption = TextStyle(fontSize = 12.sp, lineHeight = 16.sp),
    )
}

/** Wraps the app: every text starts from the kit's body style. */
@Composable
fun KitTheme(content: @Composable () -> Unit) {
    val type = KitType()
    CompositionLocalProvider(LocalTextStyle provides type.body, content = content)
}
