package com.acme.ui.theme

import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import com.acme.ui.util.adaptive

/** The fills of a pill, one per tone. */
object PillColors {
    val neutral: Color
        @Composable get() = adaptive(Color(0xFFEEF0F3), Color(0xFF2A2F36))
    val positive: Color
        @Composable get() = adaptive(Color(0xFFDFF5E6), Color(0xFF17402A))
}
