package acme.button

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.runtime.Composable
import androidx.compose.material3.ButtonDefaults as Material3ButtonDefaults

data object ButtonDefaults {
    val ContentPadding = Material3ButtonDefaults.ContentPadding

    @Composable
    fun outlinedButtonBorder(enabled: Boolean = true): BorderStroke = Material3ButtonDefaults.outlinedButtonBorder(enabled)
}
